import { lazy, Suspense } from 'react';
import { Field, Input, Label } from '../TextField';
import type { PhoneFieldProps } from './PhoneField';

const Loaded = lazy(() =>
  import(/* webpackChunkName: "phone-field" */ './PhoneField').then((m) => ({ default: m.PhoneField })),
);

/** Until the field is loaded: its label and an input box of the same size, so nothing moves. */
function Placeholder({ label }: { label: string }) {
  return (
    <Field>
      <Label as="span">{label}</Label>
      <Input as="div" aria-hidden="true" />
    </Field>
  );
}

export function PhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
