// Texts of the broadcast and send-to-all pages, quoted from spec part 2 §2 and §8.
export const BROADCAST_TEXT = {
  title: 'Broadcast message',
  field: 'Message (1000 characters limit)',
  send: 'Broadcast message',
  sent: 'Message successfully broadcasted',
} as const;

export const SEND_ALL_TEXT = {
  title: 'Send message to all',
  song: 'Send song to all',
  field: 'Send message to all',
  send: 'Send to all',
  messageSent: 'Message successfully sent to all',
  songSent: 'Song successfully sent to all',
  sendingSong: 'Sending the song to everyone…',
} as const;
