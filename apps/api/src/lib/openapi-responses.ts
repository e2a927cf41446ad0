import { errorCodes } from '@motorpool/domain/errors';
import { z } from 'zod';

export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

// Documents the error statuses a route can answer with, all in the one envelope shape.
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<
    number,
    typeof errorEnvelopeSchema
  >;
}
