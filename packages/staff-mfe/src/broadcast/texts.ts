import { BROADCAST_FORM_TEXT } from '@upclub/shared/constants';

// Texts of the broadcast and send-to-all pages, quoted from spec part 2 §2 and §8. The form's
// label and button are the shell's 'Broadcast Post' ones too, so they live in the constants.
export const BROADCAST_TEXT = {
  title: 'Broadcast message',
  field: BROADCAST_FORM_TEXT.field,
  send: BROADCAST_FORM_TEXT.send,
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
