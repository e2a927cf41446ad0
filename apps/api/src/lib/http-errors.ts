import type { ErrorCode, ErrorDetail } from '@motorpool/domain/errors';
import type { Language } from '@motorpool/domain/locale-lists';
import { toErrorDetails, type ValidationIssue } from '@motorpool/domain/validation-issues';

// Thrown by services and plugins; the error handler turns it into the API error envelope.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: ErrorDetail[]) =>
  new HttpError(409, 'CONFLICT', message, details);
export const forbidden = (message = 'Access forbidden') => new HttpError(403, 'FORBIDDEN', message);

/** 400 with every issue's message translated, under an English summary; `prefix` says where. */
export function fieldErrors(issues: ValidationIssue[], language: Language, prefix: string) {
  return new HttpError(
    400,
    'VALIDATION_ERROR',
    'Please correct the errors highlighted below.',
    toErrorDetails(issues, language).map((d) => ({ ...d, path: `${prefix}.${d.path}` })),
  );
}
