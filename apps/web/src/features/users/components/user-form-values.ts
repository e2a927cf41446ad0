import type { UserCreateInput, UserUpdateInput } from '@motorpool/domain/schemas/user';
import type { UserStatus } from '@motorpool/domain/value-lists';
import type { UserView } from '@motorpool/domain/schemas/user';

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: string[];
  status: UserStatus;
  password: string;
  branchId: string | null;
};

export const userFormFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'roles',
  'status',
  'password',
  'branchId',
] as const;

export function initialFormValues(user?: UserView): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    roles: user?.roles ?? [],
    status: user?.status ?? 'active',
    password: '',
    branchId: user?.branchId ?? null,
  };
}

// Form values -> the request body the domain schema checks: an empty phone is left out (the
// schema's phone is optional, not blank), and so is an unset branch on creation.
export function toUserInput(values: UserFormValues): Record<string, unknown> {
  const { phone, branchId, ...rest } = values;
  const withBranch = branchId === null ? rest : { ...rest, branchId };
  return phone.trim() === '' ? withBranch : { ...withBranch, phone };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

// PATCH only what changed (a user without roles:assign can still edit a name), and an empty
// password is not sent at all: it keeps the current one.
export function changedFields(parsed: UserUpdateInput, user: UserView): UserUpdateInput {
  const body: UserUpdateInput = {};
  if (parsed.firstName !== undefined && parsed.firstName !== user.firstName)
    body.firstName = parsed.firstName;
  if (parsed.lastName !== undefined && parsed.lastName !== user.lastName)
    body.lastName = parsed.lastName;
  if (parsed.email !== undefined && parsed.email !== user.email) body.email = parsed.email;
  if (parsed.phone !== undefined && parsed.phone !== (user.phone ?? '')) body.phone = parsed.phone;
  if (parsed.roles !== undefined && !sameList(parsed.roles, user.roles)) body.roles = parsed.roles;
  if (parsed.status !== undefined && parsed.status !== user.status) body.status = parsed.status;
  if (parsed.password) body.password = parsed.password;
  const branchId = parsed.branchId ?? null;
  if (branchId !== user.branchId) body.branchId = branchId;
  return body;
}

export type { UserCreateInput };
