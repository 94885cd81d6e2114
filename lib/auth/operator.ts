import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import { operatorToken } from './secrets';

/** Operator endpoints need `Authorization: Bearer <OPERATOR_TOKEN>`. */
export function requireOperator(request: Request): void {
  const header = request.headers.get('authorization') ?? '';
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(operatorToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator token missing or wrong.');
  }
}
