/** Typed errors → HTTP status + `{ error: { code, message, path? } }` (docs/architecture.md). */
const ERROR_STATUS = {
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

/** The kind of failure: it fixes the HTTP status, and is the body's `code` unless a more specific one is given. */
export type ErrorKind = keyof typeof ERROR_STATUS;

/**
 * Codes more specific than the kind, for the cases a client acts on (docs/architecture.md "Errors"). A client matches
 * on these, never on a message's English.
 */
type SpecificCode =
  | 'sign_in_required'
  | 'too_many_open_orders'
  | 'name_reserved'
  | 'name_sold'
  | 'name_not_for_sale'
  | 'payments_disabled'
  | 'network_unreachable'
  | 'early_access_only'
  | 'draw_only'
  | 'needs_tickets'
  | 'offer_live'
  | 'too_many_offers';

export type ErrorCode = ErrorKind | SpecificCode;

/** The statuses each specific code is answered with (API clients and the API sweep check them). */
const SPECIFIC_CODE_STATUSES: Record<SpecificCode, readonly number[]> = {
  sign_in_required: [401],
  too_many_open_orders: [409, 429],
  name_reserved: [409],
  name_sold: [409],
  name_not_for_sale: [409],
  // 503 for an order (the mall may sell again any minute); 409 for a draw, refused before it takes a ticket.
  payments_disabled: [503, 409],
  network_unreachable: [503],
  early_access_only: [403],
  draw_only: [409],
  needs_tickets: [409],
  offer_live: [409],
  too_many_offers: [409],
};

/** @internal The API sweep's check: whether `code` may be answered with `status`. */
export function codeFitsStatus(code: string, status: number): boolean {
  if (code in ERROR_STATUS)
    return ERROR_STATUS[code as ErrorKind] === status || (code === 'idempotency_key_reused' && status === 409);
  return SPECIFIC_CODE_STATUSES[code as SpecificCode]?.includes(status) ?? false;
}

export class AppError extends Error {
  readonly status: number;
  /** What the body's `code` says: `kind`, or the more specific code given. */
  readonly code: ErrorCode;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly path?: string,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.status = ERROR_STATUS[kind];
    this.code = code ?? kind;
  }
}

/** An error of `kind` (its HTTP status) that says the specific `code` a client can act on. */
export const codedError = (kind: ErrorKind, code: ErrorCode, message: string, headers?: Record<string, string>) =>
  new AppError(kind, message, undefined, headers, code);

export const badRequest = (message: string, path?: string) => new AppError('bad_request', message, path);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
/** No signed-in wallet where one is needed: 401 `sign_in_required`. */
export const signInRequired = (message: string) => codedError('unauthorized', 'sign_in_required', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
const IDEMPOTENCY_KEY_REUSED =
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
