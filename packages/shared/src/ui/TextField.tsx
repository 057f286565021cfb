import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
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
  const { controlId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      <Input ref={ref} id={controlId} {...aria} $invalid={Boolean(error)} {...input} />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </Field>
  );
});

/** The ids and aria wiring every labelled control shares: its message describes it. */
export function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messageId = `${controlId}-message`;
  return {
    controlId,
    messageId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error || hint ? messageId : undefined,
    },
  };
}

/** Under a control: its validation message (announced), else its hint. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <Message id={id} role="alert">
        {error}
      </Message>
    );
  }
  return hint ? <Hint id={id}>{hint}</Hint> : null;
}

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

/** The look of every text entry (fields, search boxes, text areas): raised, in the body font, lit when focused. */
export const inputLook = css`
  background: ${color.raised};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md}px;
  &:focus {
    border-color: ${color.accent};
    outline: none;
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputLook}
  height: 44px;
  padding: 0 ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  &::placeholder {
    color: ${color.muted};
  }
`;

export const Message = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.danger};
`;

export const Hint = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
`;
