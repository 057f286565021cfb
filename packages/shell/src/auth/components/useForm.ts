import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** A form's rules: the messages per field for these values (empty when valid). */
export type Validate<F extends string> = (values: Record<F, string>) => FormErrors<F>;

/** What a submit with valid values runs. */
type OnValid<F extends string> = (values: Record<F, string>) => void | Promise<void>;

/**
 * A small form state: values, the validation messages of touched fields (a field is touched
 * on blur, all of them on submit) and server messages that hold until the field changes.
 * On a refused submit the first invalid input gets the focus.
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  validate: Validate<F>,
  /** Rules loaded on first use (useLazyRules): started by the first change or blur, awaited on submit. */
  ready?: () => Promise<Validate<F>>,
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

  const setValue = useCallback(
    (field: F, value: string) => {
      void ready?.();
      setValues((v) => ({ ...v, [field]: value }));
      setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
    [ready],
  );

  const touch = useCallback(
    (field: F) => {
      void ready?.();
      setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    },
    [ready],
  );

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
    const refuse = (found: FormErrors<F>) => {
      if (!Object.values(found).some(Boolean)) return false;
      setRefusals((n) => n + 1);
      return true;
    };
    if (!ready) {
      if (!refuse(errors)) void onValid(values);
      return;
    }
    // The rules may still be on their way: the submit waits for them, then checks these values.
    void ready().then((check) => {
      if (!refuse(check(values))) void onValid(values);
    });
  };

  return { values, setValue, touch, field, errorOf, handleSubmit, setServerErrors };
}
