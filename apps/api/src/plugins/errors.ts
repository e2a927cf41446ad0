import type { ErrorCode, ErrorDetail, ErrorEnvelope } from '@motorpool/domain/errors';
import type { Language } from '@motorpool/domain/locale-lists';
import { issuesFromZod, toErrorDetails } from '@motorpool/domain/validation-issues';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { requestLanguage } from '../lib/language.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// One error handler: every failure leaves as `{ statusCode, code, message, details? }`;
// 5xx never carries internals, and bad input is never a 500.
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const envelope = toEnvelope(error, requestLanguage(request.headers['accept-language']));
      if (envelope.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: envelope.code, message: envelope.message }, 'request refused');
      }
      return reply.status(envelope.statusCode).send(envelope);
    });
  },
  { name: 'errors' },
);

function toEnvelope(error: FastifyError, language: Language): ErrorEnvelope {
  if (error instanceof HttpError) {
    return withDetails(
      { statusCode: error.statusCode, code: error.code, message: error.message },
      error.details,
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const issues = issuesFromZod({ issues: error.validation.map(toZodIssue) });
    const details = toErrorDetails(issues, language).map((d) => ({
      ...d,
      path: d.path ? `${where}.${d.path}` : where,
    }));
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Please correct the errors highlighted below.',
      details,
    };
  }
  if (isResponseSerializationError(error)) {
    return internal();
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: codeByStatus[status] ?? 'BAD_REQUEST',
      message: clientMessage(error),
    };
  }
  return internal();
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type says JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported; send application/json.';
    default:
      return error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
  }
}

const internal = (): ErrorEnvelope => ({
  statusCode: 500,
  code: 'INTERNAL_ERROR',
  message: 'Server error occurred',
});

function withDetails(envelope: ErrorEnvelope, details: ErrorDetail[] | undefined): ErrorEnvelope {
  return details && details.length > 0 ? { ...envelope, details } : envelope;
}

// The validator compiler flattened zod's issues; put them back in zod's shape to translate.
function toZodIssue(v: {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}) {
  return {
    ...v.params,
    code: v.keyword,
    path: v.instancePath.split('/').filter(Boolean),
    message: v.message ?? '',
  } as unknown as Parameters<typeof issuesFromZod>[0]['issues'][number];
}
