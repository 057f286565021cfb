// Texts of the messages remote that the spec quotes (part 2 §2, §4, §8), exactly; shared ones
// (notices, 'Exceed Limit', the message limits) live in @upclub/shared.

export const MESSAGES_TEXT = {
  title: 'Your Messages',
  emptyText: 'Send private messages and songs to a friend or group',
  newMessageButton: 'New Message',
  newMessageTitle: 'New message',
  searchMessages: 'Search messages',
  noMessages: 'No messages found',
  noSongs: 'No shared songs',
  inputPlaceholder: 'type your message...',
  searchUser: 'Search user',
  noUser: 'No user found',
  createMessage: 'Create Message',
  addMember: 'Add Member',
  groupName: 'Group Name',
  addMore: 'Add More',
  addMembers: 'Add Members',
  leaveChat: 'Leave chat',
  leaveConfirm: 'Leave chat ?',
  leave: 'Leave',
  cancel: 'Cancel',
  saveChanges: 'Save Changes',
  settingsUpdated: 'Settings updated',
  /** The chat settings screen's switches (spec part 2 "Chat settings screen: name, notify, mute"). */
  chatSettings: 'Chat settings',
  notifications: 'Notifications',
  notificationsHint: 'A toast when a new message arrives here',
  mute: 'Mute',
  muteHint: 'Nothing pushed: no toast, and this chat does not count in the Messages marker',
  today: 'Today',
  yesterday: 'Yesterday',
  /** The thread that is not saved yet (spec part 2 §4: id `new`). */
  newThread: 'new',
} as const;

/** The two tabs of a thread (spec part 2 §2): every message, or only the songs. */
export const THREAD_TABS = [
  { kind: 'all', label: 'All' },
  { kind: 'songs', label: 'Songs' },
] as const;
