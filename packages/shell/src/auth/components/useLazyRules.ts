import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import type * as Validation from '@upclub/shared/validation';
import type { FormErrors, Validate } from './useForm';

/** The validation area, as the rules see it once loaded. */
export type ValidationArea = typeof Validation;

/**
 * A form's rules, loaded on first use: the validation area (zod and the phone metadata) is not
 * part of the page's first load; it comes with the user's first keystroke or blur, and a submit
 * waits for it. `rules` picks the schema and must be stable (a module-level function).
 */
export function useLazyRules<F extends string>(rules: (validation: ValidationArea) => z.core.$ZodType) {
  const [validate, setValidate] = useState<Validate<F> | null>(null);
  const loading = useRef<Promise<Validate<F>> | null>(null);
  const ready = useCallback(() => {
    loading.current ??= Promise.all([import('@upclub/shared/validation'), import('./schemaErrors')]).then(
      ([validation, { schemaErrors }]) => {
        const schema = rules(validation);
        const loaded: Validate<F> = (values) => schemaErrors<F>(schema, values);
        setValidate(() => loaded);
        return loaded;
      },
    );
    return loading.current;
  }, [rules]);
  const current = useCallback(
    (values: Record<F, string>): FormErrors<F> => (validate ? validate(values) : {}),
    [validate],
  );
  return { validate: current, ready };
}
