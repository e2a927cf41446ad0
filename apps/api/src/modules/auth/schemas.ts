import { authUserView, profileUpdateSchema, tokensView } from '@motorpool/domain/schemas/auth';
import { customerProfileFields, customerView } from '@motorpool/domain/schemas/customer';
import { requiredText, strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import type { RequestContext } from './context.ts';

export const tokenBody = strictObject({ token: requiredText(512) });

export { authUserView as userResponse } from '@motorpool/domain/schemas/auth';

// A customer account's profile also carries its customer record; staff profiles do not.
export const profileResponse = authUserView.extend({ customer: customerView.optional() });

export const profileChangesBody = profileUpdateSchema.extend(customerProfileFields.shape);

export { tokensView as tokensResponse } from '@motorpool/domain/schemas/auth';

export const signedInResponse = tokensView.extend({ user: authUserView });

export const registeredResponse = z.union([
  signedInResponse.extend({ verificationRequired: z.literal(false) }),
  z.object({ verificationRequired: z.literal(true), email: z.string() }),
]);

export const providersResponse = z.object({
  providers: z.array(z.object({ id: z.string(), label: z.string() })),
});

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return {
    client: { userAgent: userAgent ? userAgent.slice(0, 500) : null, ipAddress: request.ip },
    ip: request.ip,
    language: requestLanguage(request.headers['accept-language']),
    requestId: request.id,
  };
}
