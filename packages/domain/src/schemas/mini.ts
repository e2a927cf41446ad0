// Building blocks written with zod/mini, for the schemas the first pages check in the browser
// (sign-in, the footer's newsletter box): a fraction of full zod's size, with the same rules and
// message keys. The API validates with them too; full zod schemas may embed them as fields.
import * as z from 'zod/mini';
import { msg, stop, strictObjectError, typeError } from './issue-keys.ts';

export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: strictObjectError });
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError('generic.invalidOption') });
}

export const checkbox = z.boolean({ error: typeError('generic.invalidFormat') });

export const email = z.pipe(
  z
    .string({ error: typeError('generic.invalidEmail') })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, stop('generic.required')),
      z.maxLength(254, stop('generic.maxLength')),
    ),
  z.email(msg('generic.invalidEmail')),
);
