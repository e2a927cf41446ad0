// How a money-moving route reads its Idempotency-Key and answers (a replay says so).
import type { Language } from '@motorpool/domain/locale-lists';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { type Answer, fingerprint, retryAfterSeconds } from './idempotency.ts';
import type { KeyedRequest } from './service.ts';

const keyPattern = /^[\x21-\x7e]{1,255}$/;

function keyOf(request: FastifyRequest, language: Language): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !keyPattern.test(raw)) {
    const message = formatMessage('generic.invalidFormat', language);
    throw new HttpError(400, 'VALIDATION_ERROR', message, [
      { path: 'headers.idempotency-key', message },
    ]);
  }
  return raw;
}

/** Runs the keyed work and sends its answer, first or replayed. */
export async function keyedReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (keyed: KeyedRequest) => Promise<Answer<T>>,
) {
  const key = keyOf(request, requestLanguage(request.headers['accept-language']));
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
