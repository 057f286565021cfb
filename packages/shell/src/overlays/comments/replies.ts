/** Spec ui-strings: 'View {n} more {reply_or_replies}...' ('reply' for 1, 'replies' otherwise). */
export function viewMoreRepliesText(n: number): string {
  return `View ${n} more ${n === 1 ? 'reply' : 'replies'}...`;
}

/** How many replies a first-level comment has beyond the one it shows. */
export function hiddenReplies(repliesCount: number, shown: number): number {
  return Math.max(0, repliesCount - shown);
}
