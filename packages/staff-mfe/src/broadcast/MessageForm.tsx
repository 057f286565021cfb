import { useId, useState } from 'react';
import styled from 'styled-components';
import { BROADCAST_TEXT_MAX_LENGTH, MSG } from '@upclub/shared/constants';
import { Button, Spinner, color, fontSize, radius, space } from '@upclub/shared/ui';

export interface MessageFormProps {
  label: string;
  submit: string;
  /** Sends the text; resolves true when it went out (the form then empties). */
  onSend: (text: string) => Promise<boolean>;
}

/** A text for everyone: required, at most 1000 characters (spec part 2 §5, §9), with a live count. */
export function MessageForm({ label, submit, onSend }: MessageFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const over = text.length > BROADCAST_TEXT_MAX_LENGTH;

  const send = async () => {
    const problem = !text.trim() ? MSG.required : over ? MSG.broadcastLength : undefined;
    setError(problem);
    if (problem) return;
    setSending(true);
    const sent = await onSend(text.trim());
    setSending(false);
    if (sent) setText('');
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id}>{label}</label>
      <Area
        id={id}
        value={text}
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Foot>
        {error ? (
          <Error id={`${id}-error`} role="alert">
            {error}
          </Error>
        ) : (
          <span />
        )}
        <Count id={`${id}-count`} $over={over}>
          {text.length}/{BROADCAST_TEXT_MAX_LENGTH}
        </Count>
      </Foot>
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? <Spinner $size={16} /> : null} {submit}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space(2)};
  max-width: 640px;
  label {
    font-weight: 600;
  }
  button {
    justify-self: start;
  }
`;
const Area = styled.textarea`
  width: 100%;
  padding: ${space(3)};
  border: 1px solid ${color.line};
  border-radius: ${radius.input}px;
  background: ${color.raised};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md}px;
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`;
const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${fontSize.sm}px;
`;
const Error = styled.span`
  color: ${color.danger};
`;
const Count = styled.span<{ $over: boolean }>`
  color: ${(p) => (p.$over ? color.danger : color.muted)};
`;
