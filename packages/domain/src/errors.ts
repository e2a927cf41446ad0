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
  // An e-mailed link used after its validity ended (410).
  'LINK_EXPIRED',
  // An OpenID Connect sign-in asserted the e-mail of an account it may not enter.
  'OIDC_LINK_REFUSED',
  'TENANT_REQUIRED',
  'TENANT_NOT_FOUND',
  'TENANT_MISMATCH',
  'TENANT_SUSPENDED',
  'TENANT_INACTIVE',
  // The company is scheduled for deletion: nobody works in it while its grace runs.
  'TENANT_CLOSING',
  // The company's trial ended without a plan: its data is readable, nothing changes (403).
  'TENANT_READ_ONLY',
  // The company's plan allows no more of this (vehicles, admin users) (403).
  'PLAN_LIMIT',
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

/** The HTTP status each code answers with: an error is raised by its code and message key. */
export const errorStatus: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VEHICLE_NOT_AVAILABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  ACCOUNT_SUSPENDED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  LINK_EXPIRED: 410,
  OIDC_LINK_REFUSED: 409,
  TENANT_REQUIRED: 400,
  TENANT_NOT_FOUND: 404,
  TENANT_MISMATCH: 403,
  TENANT_SUSPENDED: 403,
  TENANT_INACTIVE: 403,
  TENANT_CLOSING: 403,
  TENANT_READ_ONLY: 403,
  PLAN_LIMIT: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};
