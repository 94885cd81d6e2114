import { badRequest } from '../errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The optional `Idempotency-Key` header: a retry with the same key gets the first answer. */
export function readIdempotencyKey(request: Request): string | undefined {
  const value = request.headers.get('idempotency-key');
  if (value === null) return undefined;
  if (!KEY_PATTERN.test(value))
    throw badRequest('Idempotency-Key: 8-100 letters, digits or _ . : -', 'Idempotency-Key');
  return value;
}
