// Who an answer is for: the back office, or a customer reading their own records.
import { hasPermission } from '@motorpool/domain/permissions';
import type { z } from 'zod';
import type { TenantCaller } from './request-caller.ts';

/** A caller who may not read the customers is a customer, whatever else they hold. */
export const isStaffCaller = (c: Pick<TenantCaller, 'permissions'>) =>
  hasPermission(c.permissions, 'customers:read');

/** The audience an answer is shaped for. */
export const audienceOf = (c: Pick<TenantCaller, 'permissions'>) =>
  isStaffCaller(c) ? ('staff' as const) : ('customer' as const);

/**
 * The staff's view as is, or for a customer the same record parsed through the customer's
 * schema, which drops every field the staff keep to themselves before it is answered.
 */
export function viewFor<T, C extends z.ZodType>(
  c: Pick<TenantCaller, 'permissions'>,
  staffView: T,
  customerSchema: C,
): T | z.output<C> {
  return isStaffCaller(c) ? staffView : customerSchema.parse(staffView);
}
