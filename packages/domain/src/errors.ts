// Machine-readable error codes of the API error envelope `{ statusCode, code, message, details? }`.
// The web app maps a code to a translated message; the API sends an English message beside it.
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  // The vehicle is held for an overlapping period; details name the reservation holding it.
  'VEHICLE_NOT_AVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  // A money-moving request with this Idempotency-Key is still running (Retry-After says when).
  'IDEMPOTENCY_IN_PROGRESS',
  // The Idempotency-Key was used before with another request (422).
  'IDEMPOTENCY_KEY_REUSED',
  'ACCOUNT_SUSPENDED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  // An OpenID Connect sign-in asserted the e-mail of an account it may not enter.
  'OIDC_LINK_REFUSED',
  'TENANT_REQUIRED',
  'TENANT_NOT_FOUND',
  'TENANT_MISMATCH',
  'TENANT_SUSPENDED',
  'TENANT_INACTIVE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type ErrorDetail = { path: string; message: string };

export type ErrorEnvelope = {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
};
