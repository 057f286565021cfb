// Texts of the notifications page. The spec quotes the page's own (part 2 §2, §4, §8); the words
// of each row it leaves open: they are the live toasts' too, worded once in @upclub/shared.

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  empty: 'No notifications found',
  postRemoved: 'Post had been removed.',
  filters: 'Filters',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  respond: 'Respond',
  accept: 'Accept',
  decline: 'Decline',
  curating: 'Curating',
  curator: 'Curator',
  declined: 'Declined',
  follow: 'Follow',
  following: 'Following',
  failed: 'Notifications could not be loaded.',
} as const;

/** A template with its `{x}` filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
