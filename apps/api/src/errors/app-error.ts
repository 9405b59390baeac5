import type { ErrorCode } from '@arx/contracts';

/** The HTTP status each error code answers with. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  token_expired: 401,
  forbidden: 403,
  reauth_required: 403,
  not_found: 404,
  conflict: 409,
  catalog_changed: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

/** The one error type: a code, its HTTP status, and a message a member can read. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }

  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static badRequest(message: string, errors?: string[]): AppError {
    return new AppError('bad_request', message, errors);
  }
}
