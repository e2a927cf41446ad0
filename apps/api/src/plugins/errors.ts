import type { ErrorCode, ErrorDetail, ErrorEnvelope } from '@motorpool/domain/errors';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Language } from '@motorpool/domain/locale-lists';
import {
  issuesFromZod,
  toErrorDetails,
  type ValidationIssue,
} from '@motorpool/domain/validation-issues';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { formatMessage, type ValidationMessageKey } from '@motorpool/domain/validation-messages';
import { apiError, HttpError } from '../lib/http-errors.ts';
import { requestLanguage } from '../lib/language.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
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
      {
        statusCode: error.statusCode,
        code: error.code,
        message: error.messageIn(language),
      },
      error.detailsIn(language),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const issues = issuesFromZod({ issues: error.validation.map(toZodIssue) }).map((issue) => ({
      ...issue,
      path: issue.path ? `${where}.${issue.path}` : where,
    }));
    return toEnvelope(validationFailure(issues, language), language);
  }
  if (isResponseSerializationError(error)) {
    return internal(language);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: codeByStatus[status] ?? 'BAD_REQUEST',
      message: formatMessage(clientMessage(error, status), language),
    };
  }
  return internal(language);
}

// Fastify's own refusals, in our words: their texts are English and may quote the request.
function clientMessage(error: FastifyError, status: number): ValidationMessageKey {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'error.bodyNotJson';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'error.bodyEmptyJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'error.bodyTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'error.contentTypeUnsupported';
    default:
      if (error instanceof SyntaxError) return 'error.bodyNotJson';
      return statusMessages[status] ?? 'error.requestUnreadable';
  }
}

const statusMessages: Record<number, ValidationMessageKey> = {
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  413: 'error.bodyTooLarge',
  414: 'error.addressTooLong',
  415: 'error.contentTypeUnsupported',
};

/** 400 `VALIDATION_ERROR`: each issue's path says where it is (`body.name`, `querystring.q`). */
export function validationFailure(issues: ValidationIssue[], language: Language): HttpError {
  return apiError('VALIDATION_ERROR', 'http.validationFailed', {
    details: toErrorDetails(issues, language),
  });
}

// Fastify answers an address it cannot route (bad percent-encoding, a parameter over
// `maxParamLength`) before any handler, in its own format and quoting the address: answer in
// ours, quoting nothing.
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = requestLanguage(request.headers['accept-language']);
  const envelope: ErrorEnvelope =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? {
          statusCode: 414,
          code: 'URI_TOO_LONG',
          message: formatMessage('error.addressTooLong', language),
        }
      : error.code === 'FST_ERR_BAD_URL'
        ? {
            statusCode: 400,
            code: 'BAD_REQUEST',
            message: formatMessage('error.addressInvalid', language),
          }
        : internal(language);
  request.log.info({ code: error.code }, 'request refused');
  void reply.status(envelope.statusCode).send(envelope);
}

// Node refuses a request it cannot parse (headers over `maxHeaderSize`, a malformed request
// line, a client too slow) before Fastify sees it: answer in our format and close the socket.
export function clientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const envelope: ErrorEnvelope =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? {
          statusCode: 431,
          code: 'HEADERS_TOO_LARGE',
          message: formatMessage('error.headersTooLarge'),
        }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? // The request was never read, so its language is unknown.
          {
            statusCode: 408,
            code: 'REQUEST_TIMEOUT',
            message: formatMessage('http.requestTimeout'),
          }
        : {
            statusCode: 400,
            code: 'BAD_REQUEST',
            message: formatMessage('error.requestUnreadable'),
          };
  this.log.debug({ code: error.code }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelope);
  socket.end(
    `HTTP/1.1 ${envelope.statusCode} ${STATUS_CODES[envelope.statusCode]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

const internal = (language: Language): ErrorEnvelope => ({
  statusCode: 500,
  code: 'INTERNAL_ERROR',
  message: formatMessage('http.serverError', language),
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
