export { PillTabs, type PillTab, type PillTabsProps } from './PillTabs';
