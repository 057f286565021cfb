import { z } from 'zod/mini';
import { firstErrors } from '@upclub/shared/validation';
import type { FormErrors } from './useForm';

/** The first message per field of a zod schema for these values (empty when valid). */
export function schemaErrors<F extends string>(schema: z.core.$ZodType, values: Record<F, string>): FormErrors<F> {
  const result = z.safeParse(schema, values);
  return result.success ? {} : (firstErrors(result.error) as FormErrors<F>);
}
