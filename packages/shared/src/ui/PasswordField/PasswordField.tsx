import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Hint, Input, Label, Message } from '../TextField';
import { color, fontSize, radius, space } from '../tokens';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled password input with a Show/Hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Box>
        <PasswordInput
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          $invalid={Boolean(error)}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <Toggle
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      </Box>
      {error ? (
        <Message id={messageId} role="alert">
          {error}
        </Message>
      ) : hint ? (
        <Hint id={messageId}>{hint}</Hint>
      ) : null}
    </Field>
  );
});

const Box = styled.div`
  position: relative;
  display: flex;
`;

const PasswordInput = styled(Input)`
  flex: 1;
  min-width: 0;
  padding-right: 72px;
`;

const Toggle = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  height: 32px;
  padding: 0 ${space(3)};
  border: 0;
  border-radius: ${radius.input - 2}px;
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${color.text}; background: ${color.surface}; }
`;
