import { useEffect, useRef, useState } from 'react';
import { Music } from 'lucide-react';
import { postSong, reportError, sendToAllMessage, sendToAllMessageText } from '@upclub/shared/api';
import { noticeSuccess, onTrackChosen, openOverlay, type TrackChosen } from '@upclub/shared/bus';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { Button, PageTitle, Spinner, useEffectEvent } from '@upclub/shared/ui';
import { Wrap } from './BroadcastPage';
import { sendTelling } from './failure';
import { MessageForm } from './MessageForm';
import { SEND_ALL_TEXT } from './texts';

/**
 * Send to all (spec part 2 §2): a song (chosen in the shell's song search, 'Send a song to all'
 * mode) or a text, into every user's thread with the sender.
 */
export function SendToAllPage() {
  // Only a search this page opened is sent: another page's 'message' choice is not ours.
  const awaitingSong = useRef(false);
  const [sendingSong, setSendingSong] = useState(false);

  const onChosen = useEffectEvent(async ({ mode, track, text }: TrackChosen) => {
    if (mode !== 'message_to_all' || !awaitingSong.current) return;
    awaitingSong.current = false;
    setSendingSong(true);
    try {
      // The song travels as a message song post (post_type 1), with the text typed in the modal.
      const post = await postSong({
        song: track.id,
        title: track.name,
        comment: text,
        mentions: [],
        post_type: POST_TYPE_PLAIN,
      });
      try {
        await sendToAllMessage({ song_post: post.song_post });
      } catch (error) {
        reportError(error);
        return;
      }
      noticeSuccess(SEND_ALL_TEXT.songSent);
    } catch (error) {
      // postSong is a quiet call: its 400 messages are shown here.
      reportError(error);
    } finally {
      setSendingSong(false);
    }
  });
  useEffect(() => onTrackChosen((chosen) => void onChosen(chosen)), []);

  const sendText = (text: string) => sendTelling(() => sendToAllMessageText({ text }), SEND_ALL_TEXT.messageSent);

  return (
    <Wrap>
      <PageTitle>{SEND_ALL_TEXT.title}</PageTitle>
      <div>
        <Button
          type="button"
          disabled={sendingSong}
          aria-busy={sendingSong}
          onClick={() => {
            awaitingSong.current = true;
            openOverlay({ type: 'songSearch', mode: 'message_to_all' });
          }}
        >
          {sendingSong ? <Spinner $size={16} /> : <Music size={16} aria-hidden />} {SEND_ALL_TEXT.song}
        </Button>
      </div>
      <MessageForm label={SEND_ALL_TEXT.field} submit={SEND_ALL_TEXT.send} onSend={sendText} />
    </Wrap>
  );
}
