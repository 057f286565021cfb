import { NOTIFICATION_FILTERS, type NotificationCategory } from '@upclub/shared/constants';

/** Every filter's category, in the spec's order (all are on when the page opens). */
export const ALL_CATEGORIES: readonly NotificationCategory[] = NOTIFICATION_FILTERS.map((filter) => filter.category);

/** The selection with `category` switched on or off, kept in the filters' order. */
export function toggleCategory(
  selected: readonly NotificationCategory[],
  category: NotificationCategory,
): NotificationCategory[] {
  const on = selected.includes(category);
  return ALL_CATEGORIES.filter((c) => (c === category ? !on : selected.includes(c)));
}

/** The `category` query parameter of v1/getnotifications: the selected categories, comma-joined. */
export const categoryParam = (selected: readonly NotificationCategory[]) => selected.join(',');
