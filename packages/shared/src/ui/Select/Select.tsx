import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldMessage, Label, useFieldIds, color, fontSize, radius, space } from '@upclub/shared/ui';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Keep the label for assistive tech only (the layout shows it elsewhere). */
  hideLabel?: boolean;
}

/** A labelled native select styled like the text inputs. Options are its children. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, hideLabel, id, children, ...select },
  ref,
) {
  const { controlId: selectId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <Field>
      {hideLabel ? null : <Label htmlFor={selectId}>{label}</Label>}
      <NativeSelect
        ref={ref}
        id={selectId}
        aria-label={hideLabel ? label : undefined}
        {...aria}
        $invalid={Boolean(error)}
        {...select}
      >
        {children}
      </NativeSelect>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </Field>
  );
});

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%239aa3b2' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

export const NativeSelect = styled.select<{ $invalid?: boolean }>`
  height: 44px;
  padding: 0 ${space(8)} 0 ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  background: ${color.raised} ${chevron} no-repeat right ${space(3)} center;
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md}px;
  appearance: none;
  cursor: pointer;
  &:focus {
    border-color: ${color.accent};
    outline: none;
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
  option {
    background: ${color.surface};
    color: ${color.text};
  }
`;
