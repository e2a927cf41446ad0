// How a money-moving route reads its Idempotency-Key and answers (a replay says so).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, HttpError } from '../../lib/http-errors.ts';
import { type Answer, fingerprint, retryAfterSeconds } from './idempotency.ts';
import type { KeyedRequest } from './service.ts';

const keyPattern = /^[\x21-\x7e]{1,255}$/;

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !keyPattern.test(raw)) {
    const key = 'generic.invalidFormat';
    throw apiError('VALIDATION_ERROR', key, {
      details: [{ path: 'headers.idempotency-key', key }],
    });
  }
  return raw;
}

/** Runs the keyed work and sends its answer, first or replayed. */
export async function keyedReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (keyed: KeyedRequest) => Promise<Answer<T>>,
) {
  const key = keyOf(request);
  try {
    const answer = await work({
      key,
      hash: fingerprint(`${request.method} ${request.url}`, request.body),
    });
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  } catch (error) {
    // the error handler keeps headers set before it runs
    if (error instanceof HttpError && error.code === 'IDEMPOTENCY_IN_PROGRESS') {
      reply.header('retry-after', String(retryAfterSeconds));
    }
    throw error;
  }
}
