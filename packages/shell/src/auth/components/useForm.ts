import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { firstErrors } from '@upclub/shared/validation';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a zod schema for these values (empty when valid). */
export function schemaErrors<F extends string>(schema: z.ZodType, values: Record<F, string>): FormErrors<F> {
  const result = schema.safeParse(values);
  return result.success ? {} : (firstErrors(result.error) as FormErrors<F>);
}

/** What a submit with valid values runs. */
type OnValid<F extends string> = (values: Record<F, string>) => void | Promise<void>;

/**
 * A small form state: values, the validation messages of touched fields (a field is touched
 * on blur, all of them on submit) and server messages that hold until the field changes.
 * On a refused submit the first invalid input gets the focus.
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FormErrors<F>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors<F>>({});
  const [refusals, setRefusals] = useState(0);
  /** The form last submitted: its first invalid input gets the focus after a refusal. */
  const submittedRef = useRef<HTMLFormElement | null>(null);
  const errors = useMemo(() => validate(values), [validate, values]);

  useEffect(() => {
    if (refusals) submittedRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const errorOf = (field: F): string | undefined => serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const setValue = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const touch = useCallback((field: F) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })), []);

  /** Props for a TextField / PasswordField. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  const handleSubmit = (onValid: OnValid<F>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submittedRef.current = event.currentTarget;
    const all = Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<F, boolean>;
    setTouched(all);
    setServerErrors({});
    if (Object.values(errors).some(Boolean)) {
      setRefusals((n) => n + 1);
      return;
    }
    void onValid(values);
  };

  return { values, setValue, touch, field, errorOf, handleSubmit, setServerErrors };
}
