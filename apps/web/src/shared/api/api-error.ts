import { errorCodes, type ErrorCode, type ErrorDetail } from '@motorpool/domain/errors';

// Codes the client adds to the API's own: the request never got an answer (network, timeout,
// cancelled by the caller), or the answer was not the JSON we expect (for example an HTML error
// page from a proxy). A timeout reuses the API's REQUEST_TIMEOUT.
export type ClientErrorCode = 'NETWORK_ERROR' | 'REQUEST_CANCELLED' | 'INVALID_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorDetail[];
  /** The call that failed, `GET /api/v1/users`, when the client made it. */
  readonly request: string | undefined;
  /** How long the server asked to wait before trying again (its Retry-After), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(input: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: ErrorDetail[];
    request?: string;
    retryAfterSeconds?: number | undefined;
  }) {
    super(input.message);
    this.status = input.status;
    this.code = input.code;
    this.details = input.details ?? [];
    this.request = input.request;
    this.retryAfterSeconds = input.retryAfterSeconds;
  }
}

// Retry-After is whole seconds or an HTTP date; anything else is as good as none.
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(Math.ceil((at - now) / 1000), 0);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Turns an error response body into an ApiError; anything that is not the envelope
// `{ statusCode, code, message, details? }` becomes INVALID_RESPONSE with the HTTP status kept.
export function apiErrorFromBody(
  status: number,
  body: unknown,
  request?: string,
  retryAfterSeconds?: number,
): ApiError {
  if (isRecord(body) && isErrorCode(body.code) && typeof body.message === 'string') {
    const details = Array.isArray(body.details)
      ? body.details.filter(
          (d): d is ErrorDetail =>
            isRecord(d) && typeof d.path === 'string' && typeof d.message === 'string',
        )
      : [];
    return new ApiError({
      status,
      code: body.code,
      message: body.message,
      details,
      request,
      retryAfterSeconds,
    });
  }
  return new ApiError({
    status,
    code: 'INVALID_RESPONSE',
    message: `Unexpected response (HTTP ${status})`,
    request,
  });
}
