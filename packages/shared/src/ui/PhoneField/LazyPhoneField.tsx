import { lazy, Suspense } from 'react';
import { Field, Hint, Input, Label } from '@upclub/shared/ui';
import type { PhoneFieldProps } from './PhoneField';

const Loaded = lazy(() =>
  import(/* webpackChunkName: "phone-field" */ './PhoneField').then((m) => ({ default: m.PhoneField })),
);

/** Until the field is loaded: its label, an input box of the same size and its hint, so nothing moves. */
function Placeholder({ label, hint }: { label: string; hint?: string }) {
  return (
    <Field>
      <Label as="span">{label}</Label>
      <Input as="div" aria-hidden="true" />
      {hint ? <Hint>{hint}</Hint> : null}
    </Field>
  );
}

export function PhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} hint={props.hint} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
