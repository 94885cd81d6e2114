import 'server-only';
import { createRateLimiter } from '../rate-limit';
import { actorName, type OperatorActor } from './operator-session';

const MINUTE = 60_000;
const TOO_MANY = 'Too many console changes in a minute. Please wait a moment and try again.';

/**
 * Per-operator limits on console writes: edits and grants at a person's pace; import batches (5,000 rows each) at
 * a pace that still moves a million-row file in a few minutes.
 */
const limiters = {
  write: createRateLimiter('operator-write', { limit: 60, windowMs: MINUTE }),
  import: createRateLimiter('operator-import', { limit: 600, windowMs: MINUTE }),
};

export function limitOperatorWrite(actor: OperatorActor, scope: keyof typeof limiters = 'write'): Promise<void> {
  return limiters[scope].hit(actorName(actor), TOO_MANY);
}

/** CSV exports per operator: each reads a whole stored list. */
export const operatorExportLimiter = createRateLimiter('operator-export', { limit: 30, windowMs: MINUTE });
export const OPERATOR_EXPORTS_LIMITED = 'Too many exports in a minute. Please wait a moment and try again.';
