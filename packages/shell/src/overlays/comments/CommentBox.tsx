import { useState, type FormEvent, type JSX } from 'react';
import { COMMENT_MAX_LENGTH, MENTIONS_MAX } from '@upclub/shared/constants';
import { Button, VisuallyHidden } from '@upclub/shared/ui';
import { MentionInput, toMentionPayload } from '@upclub/shared/ui/MentionInput';
import { commentSchema, firstErrors } from '@upclub/shared/validation';
import type { Mention } from '@upclub/shared/types';
import { searchMentionUsers } from './queries/mentionSearch';
import { CommentStyles as S } from './Comments.styles';

export interface CommentBoxProps {
  label: string;
  placeholder: string;
  /** Sends the comment; the box empties when it resolves. */
  onSubmit: (body: { text: string; mentions: number[] }) => Promise<unknown>;
}

/**
 * The comment (or reply) box: text with mentions, validated on submit (spec §5 Comment text). The
 * box takes at most COMMENT_MAX_LENGTH characters (the API's limit) and counts them as they come.
 */
export function CommentBox({ label, placeholder, onSubmit }: CommentBoxProps): JSX.Element {
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const payload = toMentionPayload(text, mentions);
    const checked = commentSchema.safeParse(payload);
    if (!checked.success) {
      const errors = firstErrors(checked.error);
      setError(errors.text ?? errors.mentions);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onSubmit({ text: checked.data.text, mentions: checked.data.mentions });
      setText('');
      setMentions([]);
    } catch {
      // The API client shows what went wrong; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <S.Box onSubmit={(event) => void submit(event)} noValidate>
      <MentionInput
        label={label}
        hideLabel
        placeholder={placeholder}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        mentions={mentions}
        onMentionsChange={setMentions}
        maxMentions={MENTIONS_MAX}
        maxLength={COMMENT_MAX_LENGTH}
        search={searchMentionUsers}
        error={error}
        disabled={sending}
        onSubmitKey={() => void submit()}
        suggestionsPlacement="above"
      />
      <div>
        <S.Counter $over={text.length > COMMENT_MAX_LENGTH}>
          <VisuallyHidden>Characters used: </VisuallyHidden>
          {text.length}/{COMMENT_MAX_LENGTH}
        </S.Counter>
        <Button type="submit" disabled={sending}>
          Comment
        </Button>
      </div>
    </S.Box>
  );
}
