// Sign-in, registration and password schemas.
import { z } from 'zod';
import { languages, registrationCountries } from '../locale-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  ageOn,
  dateOnly,
  checkbox,
  email,
  isoDate,
  licenseNumber,
  msg,
  mustBeTrue,
  oneOf,
  optionalText,
  phone,
  requiredText,
  stop,
  strictObject,
  todayIso,
  typeError,
  whenObject,
} from './common.ts';

export const passwordMinLength = 8;
export const minimumRenterAge = 18;

export { loginPasswordMinLength, loginSchema, type LoginInput } from './login.ts';

// A new password: 8+ characters with an uppercase and a lowercase letter, a digit and a
// special character. Every failing rule is reported (the requirements widget ticks them off).
export const newPasswordSchema = z
  .string({ error: typeError('generic.invalidFormat') })
  .min(1, stop('generic.required'))
  .min(passwordMinLength, msg('password.tooShort'))
  .max(128, msg('generic.maxLength'))
  .regex(/[A-Z]/, msg('password.uppercaseRequired'))
  .regex(/[a-z]/, msg('password.lowercaseRequired'))
  .regex(/\d/, msg('password.numberRequired'))
  .regex(/[^A-Za-z0-9]/, msg('password.specialRequired'));

// `confirmPassword` must equal the field named `field`.
function passwordsMatch(field: string) {
  return (value: FieldBag, ctx: RefineCtx): void => {
    if (value.confirmPassword !== value[field])
      addIssue(ctx, 'confirmPassword', 'password.mismatch');
  };
}

const confirmation = z
  .string({ error: typeError('password.mismatch') })
  .min(1, stop('generic.required'));

export const registrationSchema = strictObject({
  firstName: requiredText(50),
  lastName: requiredText(50),
  email,
  phone,
  password: newPasswordSchema,
  confirmPassword: confirmation,
  dateOfBirth: isoDate,
  licenseNumber,
  licenseExpiryDate: isoDate,
  licenseIssuingCountry: oneOf(registrationCountries),
  address: requiredText(200),
  city: requiredText(100),
  country: oneOf(registrationCountries),
  postalCode: optionalText(20),
  emergencyContactName: requiredText(100),
  emergencyContactPhone: phone,
  agreeToTerms: mustBeTrue('terms.mustAgree'),
  marketingConsent: checkbox.default(false),
})
  .superRefine(passwordsMatch('password'), whenObject)
  .superRefine((value: FieldBag, ctx: RefineCtx) => {
    const today = todayIso();
    const birth = dateOnly(value.dateOfBirth);
    if (birth !== undefined && birth >= today) addIssue(ctx, 'dateOfBirth', 'generic.datePast');
    else if (birth !== undefined && ageOn(birth, today) < minimumRenterAge) {
      addIssue(ctx, 'dateOfBirth', 'registration.minimumAge', { age: minimumRenterAge });
    }
    const expiry = dateOnly(value.licenseExpiryDate);
    if (expiry !== undefined && expiry <= today) {
      addIssue(ctx, 'licenseExpiryDate', 'generic.dateFuture');
    }
  }, whenObject);
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const changePasswordSchema = strictObject({
  currentPassword: z
    .string({ error: typeError('generic.invalidFormat') })
    .min(1, stop('generic.required')),
  newPassword: newPasswordSchema,
  confirmPassword: confirmation,
})
  .superRefine(passwordsMatch('newPassword'), whenObject)
  .superRefine((value: FieldBag, ctx: RefineCtx) => {
    if (typeof value.newPassword === 'string' && value.newPassword === value.currentPassword) {
      addIssue(ctx, 'newPassword', 'password.sameAsCurrent');
    }
  }, whenObject);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = strictObject({
  token: requiredText(512),
  password: newPasswordSchema,
  confirmPassword: confirmation,
}).superRefine(passwordsMatch('password'), whenObject);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const refreshTokenSchema = strictObject({ refreshToken: requiredText(1024) });
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

// PATCH /auth/profile: what signed-in users may change about themselves.
export const profileUpdateSchema = strictObject({
  firstName: requiredText(50),
  lastName: requiredText(50),
  phone,
  preferredLanguage: oneOf(languages),
}).partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** What a sign-in or a token refresh answers (OAuth 2.0 field names). */
export const tokensView = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokensView = z.infer<typeof tokensView>;

/** The signed-in user as sign-in, registration and GET/PATCH /auth/profile answer it. */
export const authUserView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    status: z.enum(['active', 'inactive', 'suspended']),
    branchId: z.uuid().nullable(),
    preferredLanguage: z.enum(languages),
    tenantId: z.uuid().nullable(),
    lastLoginAt: z.iso.datetime().nullable(),
    passwordChangedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUserView = z.infer<typeof authUserView>;
