import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every failure the API reports, with its HTTP status. The message shown to users travels separately. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The lender API: an Idempotency-Key used before with a different request. */
  IDEMPOTENCY_MISMATCH: 422,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  OTP_INCORRECT: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

/** The single error type of the API; `onError` turns it into the failure envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}
