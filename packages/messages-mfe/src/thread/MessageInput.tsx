import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Music, SendHorizontal } from 'lucide-react';
import { MESSAGE_ERRORS, MESSAGE_TEXT_MAX_LENGTH, characterCount } from '@upclub/shared/constants';
import { IconButton, Spinner, VisuallyHidden, color, fontSize, radius, space } from '@upclub/shared/ui';
import { MESSAGES_TEXT } from '../texts';

export interface MessageInputProps {
  /** Sends the trimmed text; resolves true when it went (the input then empties). */
  onSend: (text: string) => Promise<boolean>;
  /** The send icon of an empty input: opens the song search in 'Send a song' mode. */
  onChooseSong: () => void;
  busy: boolean;
}

/**
 * The thread's footer (spec part 2 §2, §4, §5): 'type your message...', Enter sends and
 * Shift+Enter starts a new line. An empty input cannot be sent: its send icon chooses a song
 * instead. Over MESSAGE_TEXT_MAX_LENGTH characters the spec's message shows and nothing is sent.
 */
export function MessageInput({ onSend, onChooseSong, busy }: MessageInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const trimmed = text.trim();
  const over = characterCount(trimmed) > MESSAGE_TEXT_MAX_LENGTH;
  const empty = trimmed.length === 0;

  const send = async () => {
    if (busy || over) return;
    if (empty) {
      onChooseSong();
      return;
    }
    if (await onSend(trimmed)) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // Enter never opens the song search: only the icon does.
      if (!empty) void send();
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Field>
        <VisuallyHidden as="label" htmlFor={id}>
          Message
        </VisuallyHidden>
        <Textarea
          id={id}
          rows={1}
          dir="auto"
          value={text}
          placeholder={MESSAGES_TEXT.inputPlaceholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={over || undefined}
          aria-describedby={over ? `${id}-error` : undefined}
        />
        {over ? (
          <Error id={`${id}-error`} role="alert">
            {MESSAGE_ERRORS.textLength}
          </Error>
        ) : null}
      </Field>
      <IconButton
        type="submit"
        variant="accent"
        label={empty ? 'Send a song' : 'Send message'}
        disabled={busy || over}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <Spinner $size={16} />
        ) : empty ? (
          <Music size={18} aria-hidden />
        ) : (
          <SendHorizontal size={18} aria-hidden />
        )}
      </IconButton>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-top: 1px solid ${color.line};
`;

const Field = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Textarea = styled.textarea`
  width: 100%;
  min-height: 40px;
  max-height: 160px;
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card + 8}px;
  background: ${color.raised};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md}px;
  resize: none;
  field-sizing: content;
  &::placeholder {
    color: ${color.muted};
  }
  &:focus {
    outline: none;
    border-color: ${color.accent};
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

const Error = styled.p`
  margin: 0 ${space(3)};
  color: ${color.danger};
  font-size: ${fontSize.sm}px;
`;
