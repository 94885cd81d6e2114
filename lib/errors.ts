/** Typed errors → HTTP status + `{ error: { code, message, path? } }` (docs/architecture.md). */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  name_in_sale: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  gateway_timeout: 504,
  // A refund refused for a reason the console acts on (docs/operators.md "Refunds"): 409s with their own codes.
  refund_pending: 409,
  transfer_in_flight: 409,
  refund_rejected: 409,
  refund_not_found: 409,
  nothing_owed: 409,
  name_transferred: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, path?: string) => new AppError('bad_request', message, path);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const IDEMPOTENCY_KEY_REUSED =
  'This idempotency key was already used for a different request. Use a new key for a new request.';
export const idempotencyKeyReused = () => new AppError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
export const conflict = (message: string) => new AppError('conflict', message);
/** A refusal whose code says more than `conflict` (each answers 409). */
export type RefundRefusal =
  | 'refund_pending'
  | 'transfer_in_flight'
  | 'refund_rejected'
  | 'refund_not_found'
  | 'nothing_owed'
  | 'name_transferred';
export const refundRefused = (code: RefundRefusal, message: string) => new AppError(code, message);
export const unavailable = (message: string) => new AppError('unavailable', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

export interface ErrorBody {
  error: { code: ErrorCode; message: string; path?: string };
}

export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.path ? { path: error.path } : {}) } };
}
