import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldMessage, Input, Label, useFieldIds, color, fontSize, radius, space } from '@upclub/shared/ui';

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
  const { controlId: inputId, messageId, aria } = useFieldIds(id, error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Box>
        <PasswordInput
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          {...aria}
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
      <FieldMessage id={messageId} error={error} hint={hint} />
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
  &:hover {
    color: ${color.text};
    background: ${color.surface};
  }
`;
