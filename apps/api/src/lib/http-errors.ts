import type { ErrorCode, ErrorDetail } from '@motorpool/domain/errors';

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
