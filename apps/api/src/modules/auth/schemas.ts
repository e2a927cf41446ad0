import { authUserView, tokensView } from '@motorpool/domain/schemas/auth';
import { requiredText, strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import type { RequestContext } from './context.ts';

export const tokenBody = strictObject({ token: requiredText(512) });

export { authUserView as userResponse } from '@motorpool/domain/schemas/auth';

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
