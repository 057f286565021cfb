import { useCallback, useId, useState, type FormEvent, type JSX } from 'react';
import { ArrowLeft, Music } from 'lucide-react';
import { searchUsernameDefault, searchUsernameWeb, reportError } from '@upclub/shared/api';
import { emitPostCreated, emitTrackChosen, noticeSuccess, openOverlay, type SongSearchMode } from '@upclub/shared/bus';
import { CAPTION_MAX_LENGTH, MENTIONS_MAX, MODAL_WIDTH_POST_SONG, SUCCESS_TEXT } from '@upclub/shared/constants';
import { POST_TYPE_USER, type Mention, type Track } from '@upclub/shared/types';
import { Button, FieldMessage, IconButton, Label, Spinner, imageUrlOf } from '@upclub/shared/ui';
import { MentionInput, toMentionPayload } from '@upclub/shared/ui/MentionInput';
import { Modal } from '@upclub/shared/ui/Modal';
import { SONG_SEARCH_TITLE } from '../songSearch/titles';
import { captionErrors, messageTextError, type CaptionErrors } from './captionRules';
import { usePostSongMutation } from './queries/posts';
import * as S from './TrackDetail.styles';

export interface TrackDetailModalProps {
  track: Track;
  mode: SongSearchMode;
  /** The club the post goes to (posting from a club page). */
  club?: { id: number; name: string } | null;
  /** Back to the search it was chosen in (absent when opened on its own). */
  onBack?: () => void;
  /** Closes the modal and the search behind it. */
  onClose: () => void;
}

const ART_PX = 160;

/** Users for a typed mention: the default list for a bare `@`, the web search otherwise. */
const searchMentionable = (query: string) =>
  (query === '' ? searchUsernameDefault() : searchUsernameWeb(query)).then((page) => page.results);

/** A chosen track: its art and names, then posting it with a caption or sending it in a message. */
export function TrackDetailModal({ track, mode, club = null, onBack, onClose }: TrackDetailModalProps): JSX.Element {
  const art = imageUrlOf(track.album?.images, ART_PX);
  return (
    <Modal
      title={SONG_SEARCH_TITLE[mode]}
      onClose={onClose}
      width={MODAL_WIDTH_POST_SONG}
      leading={
        onBack ? (
          <IconButton label="Back" onClick={onBack} size={36}>
            <ArrowLeft size={18} aria-hidden />
          </IconButton>
        ) : undefined
      }
    >
      <S.Track>
        {art ? (
          <S.Art src={art} alt={`${track.album.name} cover`} width={ART_PX} height={ART_PX} />
        ) : (
          <S.ArtPlaceholder aria-hidden="true">
            <Music size={40} />
          </S.ArtPlaceholder>
        )}
        <S.Facts>
          <S.Name>{track.name}</S.Name>
          <S.Line>{track.artists.map((a) => a.name).join(', ')}</S.Line>
          {track.album?.name ? <S.Line>{track.album.name}</S.Line> : null}
          {mode === 'post' && club ? <S.Line>Posting in {club.name}</S.Line> : null}
        </S.Facts>
      </S.Track>
      {mode === 'post' ? (
        <PostForm track={track} club={club} onDone={onClose} />
      ) : (
        <SendForm track={track} mode={mode} onDone={onClose} />
      )}
    </Modal>
  );
}

function PostForm({
  track,
  club,
  onDone,
}: {
  track: Track;
  club: { id: number; name: string } | null;
  onDone: () => void;
}) {
  const [caption, setCaption] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const post = usePostSongMutation();

  const payload = toMentionPayload(caption, mentions);
  // Checked while typing, so the message goes as soon as the text fits again.
  const errors: CaptionErrors = captionErrors(payload.text, payload.mentions);

  const onCaptionChange = useCallback((text: string) => setCaption(text), []);

  const invalid = Boolean(errors.comment || errors.mentions);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending || invalid) return;
    post.mutate(
      {
        song: track.id,
        title: track.name,
        comment: payload.text,
        mentions: payload.mentions,
        club: club?.id ?? null,
        post_type: POST_TYPE_USER,
      },
      {
        onSuccess: (created) => {
          noticeSuccess(SUCCESS_TEXT.trackPosted);
          emitPostCreated(created);
          onDone();
        },
        onError: reportError,
      },
    );
  };

  // The club picker replaces this modal and posts the song, with this caption, into the chosen club.
  const shareToClub = () => {
    if (invalid) return;
    openOverlay({ type: 'clubPicker', post: { track, comment: payload.text, mentions: payload.mentions } });
  };

  return (
    <S.Form onSubmit={submit} noValidate>
      <MentionInput
        label="Caption"
        placeholder="Say something about this song (type @ to mention someone)"
        value={caption}
        onChange={onCaptionChange}
        mentions={mentions}
        onMentionsChange={setMentions}
        maxMentions={MENTIONS_MAX}
        search={searchMentionable}
        error={errors.comment}
        disabled={post.isPending}
        rows={4}
      />
      {errors.mentions ? <FieldMessage id="caption-mentions-message" error={errors.mentions} /> : null}
      <S.Counter $over={payload.text.length > CAPTION_MAX_LENGTH} aria-hidden="true">
        {caption.length}/{CAPTION_MAX_LENGTH}
      </S.Counter>
      <S.Actions>
        {club ? null : (
          <Button type="button" $variant="secondary" onClick={shareToClub} disabled={post.isPending}>
            Share to Club
          </Button>
        )}
        <Button type="submit" disabled={post.isPending} aria-busy={post.isPending || undefined}>
          {post.isPending ? <Spinner $size={16} /> : null}
          Post this song
        </Button>
      </S.Actions>
    </S.Form>
  );
}

function SendForm({
  track,
  mode,
  onDone,
}: {
  track: Track;
  mode: Exclude<SongSearchMode, 'post'>;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const error = messageTextError(mode, text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    emitTrackChosen({ mode, track, text: text.trim() });
    onDone();
  };
  return (
    <S.Form onSubmit={submit} noValidate>
      <Label htmlFor={id}>Message</Label>
      <S.Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Add a message (optional)"
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      />
      <FieldMessage id={`${id}-message`} error={error} />
      <S.Actions>
        <Button type="submit" disabled={Boolean(error)}>
          {mode === 'message_to_all' ? 'Send to all' : 'Send'}
        </Button>
      </S.Actions>
    </S.Form>
  );
}
