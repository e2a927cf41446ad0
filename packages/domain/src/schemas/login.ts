// The sign-in form, in zod/mini: the login pages load it before their first paint.
import * as z from 'zod/mini';
import { msg, stop, typeError } from './issue-keys.ts';
import { checkbox, strictObject } from './mini.ts';

export const loginPasswordMinLength = 6;

export const loginSchema = strictObject({
  email: z.pipe(
    z
      .string({ error: typeError('login.emailInvalid', 'login.emailRequired') })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, stop('login.emailRequired')),
        z.minLength(5, stop('login.emailTooShort')),
        z.maxLength(254, stop('generic.maxLength')),
      ),
    z.email(msg('login.emailInvalid')),
  ),
  password: z
    .string({ error: typeError('generic.invalidFormat', 'login.passwordRequired') })
    .check(
      z.minLength(1, stop('login.passwordRequired')),
      z.minLength(loginPasswordMinLength, msg('login.passwordTooShort')),
      z.maxLength(128, msg('generic.maxLength')),
    ),
  rememberMe: z.optional(checkbox),
});
export type LoginInput = z.infer<typeof loginSchema>;
