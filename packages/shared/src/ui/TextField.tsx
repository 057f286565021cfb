import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, radius, space } from './tokens';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its validation message announced to assistive tech. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        $invalid={Boolean(error)}
        {...input}
      />
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

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

export const Label = styled.label`
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  color: ${color.muted};
  letter-spacing: 0.02em;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  height: 44px;
  padding: 0 ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  background: ${color.raised};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md}px;
  &::placeholder { color: ${color.muted}; }
  &:focus { border-color: ${color.accent}; outline: none; box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25); }
`;

export const Message = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.danger};
`;

export const Hint = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
`;
