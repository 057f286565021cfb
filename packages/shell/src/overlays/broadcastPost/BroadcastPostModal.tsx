import { useId, useState, type FormEvent, type JSX } from 'react';
import { Music } from 'lucide-react';
import { getCurrentUser, noticeSuccess } from '@upclub/shared/bus';
import {
  BROADCAST_FORM_TEXT,
  BROADCAST_TEXT_MAX_LENGTH,
  MODAL_WIDTH_BROADCAST,
  SUCCESS_TEXT,
} from '@upclub/shared/constants';
import { canBroadcastPost } from '@upclub/shared/guard';
import type { SongPost } from '@upclub/shared/types';
import { Button, FieldMessage, Label, Spinner, displayArtists, displayTrackName, imageUrlOf } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { broadcastSchema, firstErrors } from '@upclub/shared/validation';
import { broadcastFailureOf, type BroadcastFailure } from './broadcastFailure';
import { useBroadcastPostMutation } from './queries/broadcast';
import * as S from './BroadcastPost.styles';

export interface BroadcastPostModalProps {
  post: SongPost;
  onClose: () => void;
}

/** The rules of the staff's Broadcast Message page (spec part 1 §5, part 2 §5): required, at most 1000 characters. */
function textError(text: string): string | undefined {
  const result = broadcastSchema.safeParse({ text_message: text });
  return result.success ? undefined : firstErrors(result.error).text_message;
}

/**
 * 'Broadcast Post' (spec part 1 §6, user_type bit 4): a message with the post, sent to every
 * other user as a live toast that opens it. The typed text stays until it has gone out.
 */
export function BroadcastPostModal({ post, onClose }: BroadcastPostModalProps): JSX.Element | null {
  const id = useId();
  const [text, setText] = useState('');
  // Validation runs on sending, then again on each change while a message shows.
  const [failure, setFailure] = useState<BroadcastFailure>({});
  const broadcast = useBroadcastPostMutation();
  // Checked here as well as in the Share menu: any page can ask for this overlay.
  if (!canBroadcastPost(post, getCurrentUser())) return null;

  const art = imageUrlOf(post.track_details?.album.images, S.ART_PX);
  const title = displayTrackName(post.track_details?.name ?? post.title);
  const artists = displayArtists(post.track_details?.artists ?? []);
  const fieldError = failure.field;
  const over = text.length > BROADCAST_TEXT_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (broadcast.isPending) return;
    const error = textError(text);
    setFailure({ field: error });
    if (error) return;
    broadcast.mutate(
      { text_message: text.trim(), song_post: post.song_post },
      {
        onSuccess: () => {
          noticeSuccess(SUCCESS_TEXT.postBroadcasted);
          onClose();
        },
        onError: (sendError) => setFailure(broadcastFailureOf(sendError)),
      },
    );
  };

  const change = (next: string) => {
    setText(next);
    if (fieldError) setFailure({ field: textError(next) });
  };

  return (
    <Modal title={BROADCAST_FORM_TEXT.post} onClose={onClose} width={MODAL_WIDTH_BROADCAST}>
      <S.Post>
        {art ? (
          <S.Art src={art} alt="" width={S.ART_PX} height={S.ART_PX} />
        ) : (
          <S.ArtPlaceholder aria-hidden="true">
            <Music size={24} />
          </S.ArtPlaceholder>
        )}
        <S.Facts>
          <S.Name title={post.track_details?.name ?? post.title}>{title}</S.Name>
          {artists ? <S.Line>{artists}</S.Line> : null}
          <S.Line>Posted by @{post.username}</S.Line>
        </S.Facts>
      </S.Post>
      <S.Form onSubmit={submit} noValidate>
        <Label htmlFor={id}>{BROADCAST_FORM_TEXT.field}</Label>
        <S.Textarea
          id={id}
          data-autofocus
          value={text}
          rows={5}
          onChange={(event) => change(event.target.value)}
          $invalid={Boolean(fieldError)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-count${fieldError ? ` ${id}-message` : ''}`}
        />
        <S.Foot>
          <FieldMessage id={`${id}-message`} error={fieldError} />
          <S.Count id={`${id}-count`} $over={over}>
            {text.length}/{BROADCAST_TEXT_MAX_LENGTH}
          </S.Count>
        </S.Foot>
        {failure.form ? <S.Failure role="alert">{failure.form}</S.Failure> : null}
        <S.Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={broadcast.isPending} aria-busy={broadcast.isPending || undefined}>
            {broadcast.isPending ? <Spinner $size={16} /> : null}
            {BROADCAST_FORM_TEXT.send}
          </Button>
        </S.Actions>
      </S.Form>
    </Modal>
  );
}
