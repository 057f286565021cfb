// Its own entry point (@upclub/shared/ui/CatalogueCard): only the catalogue's search results draw it.
export { CatalogueCard, type CatalogueCardProps, type CatalogueKind } from './CatalogueCard';
