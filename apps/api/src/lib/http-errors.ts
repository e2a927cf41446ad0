// One way to raise an error: a code from the domain's error table and a message key with its
// parameters. The error handler renders the message in the caller's language; nothing here
// knows the language.
import { type ErrorCode, type ErrorDetail, errorStatus } from '@motorpool/domain/errors';
import type { Language } from '@motorpool/domain/locale-lists';
import {
  formatMessage,
  type MessageParams,
  type ValidationMessageKey,
} from '@motorpool/domain/validation-messages';
import { toErrorDetails, type ValidationIssue } from '@motorpool/domain/validation-issues';

/** A field's problem: its text already in the caller's language, or its message key. */
export type DetailSource =
  ErrorDetail | { path: string; key: ValidationMessageKey; params?: MessageParams };

/**
 * A message by its key, or text already in the caller's language: an answer given before (an
 * idempotent replay) or one from a catalogue of its own (the import file's refusals).
 */
export type ErrorMessage = { key: ValidationMessageKey; params?: MessageParams } | { text: string };

// Thrown by services and plugins; the error handler turns it into the API error envelope.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly body: ErrorMessage;
  readonly details: DetailSource[] | undefined;

  constructor(statusCode: number, code: ErrorCode, body: ErrorMessage, details?: DetailSource[]) {
    super('key' in body ? formatMessage(body.key, 'en', body.params) : body.text);
    this.statusCode = statusCode;
    this.code = code;
    this.body = body;
    this.details = details;
  }

  /** The message in `language`. */
  messageIn(language: Language): string {
    const { body } = this;
    return 'key' in body ? formatMessage(body.key, language, body.params) : body.text;
  }

  /** The field problems in `language`. */
  detailsIn(language: Language): ErrorDetail[] | undefined {
    return this.details?.map((d) =>
      'key' in d ? { path: d.path, message: formatMessage(d.key, language, d.params) } : d,
    );
  }
}

export type ApiErrorOptions = {
  params?: MessageParams;
  details?: DetailSource[];
  /** where the code's usual status does not fit (a refused sign-in link is 401, not 400) */
  status?: number;
};

export function apiError(
  code: ErrorCode,
  key: ValidationMessageKey,
  { params, details, status = errorStatus[code] }: ApiErrorOptions = {},
): HttpError {
  return new HttpError(status, code, params ? { key, params } : { key }, details);
}

/** 400 with every issue's message translated; `prefix` says where. */
export function fieldErrors(issues: ValidationIssue[], language: Language, prefix: string) {
  return apiError('VALIDATION_ERROR', 'http.validationFailed', {
    details: toErrorDetails(issues, language).map((d) => ({ ...d, path: `${prefix}.${d.path}` })),
  });
}

/**
 * An error about one field, its message also kept on the field: 400 by default, or the code
 * given (409 for a value another record already holds).
 */
export function fieldError(
  path: string,
  key: ValidationMessageKey,
  { params, code = 'VALIDATION_ERROR' }: { params?: MessageParams; code?: ErrorCode } = {},
) {
  return apiError(code, key, {
    ...(params ? { params } : {}),
    details: [{ path, key, ...(params ? { params } : {}) }],
  });
}
