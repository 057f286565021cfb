// Its own entry point (@upclub/shared/ui/PillTabs): only the pages with tabs draw it.
export { PillTabs, type PillTab, type PillTabsProps } from './PillTabs';
export { TabLink, type TabLinkProps } from './TabLink';
