import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import { operatorToken, SecretError } from './secrets';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `given` is the `expected` token. Never true when nothing is expected (an empty token guards nothing);
 * otherwise compares digests in constant time, so neither the length nor a matching prefix shows in the timing.
 */
function tokenMatches(given: string, expected: string): boolean {
  const same = timingSafeEqual(digest(given), digest(expected));
  return expected.length > 0 && same;
}

function expectedToken(): string {
  try {
    return operatorToken();
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    console.error(`[operator] ${error.message}`);
    return '';
  }
}

/** Operator endpoints need `Authorization: Bearer <OPERATOR_TOKEN>`. */
export function requireOperator(request: Request): void {
  const header = request.headers.get('authorization') ?? '';
  if (!tokenMatches(header.replace(/^Bearer\s+/i, ''), expectedToken())) {
    throw new AppError('unauthorized', 'Operator token missing or wrong.');
  }
}
