export { CatalogueCard, type CatalogueCardProps, type CatalogueKind } from './CatalogueCard';
