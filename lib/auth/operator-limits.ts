import 'server-only';
import { createRateLimiter } from '../rate-limit';

const MINUTE = 60_000;
export const OPERATOR_WRITES_LIMITED = 'Too many console changes in a minute. Please wait a moment and try again.';

/**
 * Per-operator limits (keyed by `actorName`) on console writes: edits and grants at a person's pace; import batches
 * (5,000 rows each) at a pace that still moves a million-row file in a few minutes.
 */
export const operatorWriteLimiter = createRateLimiter('operator-write', { limit: 60, windowMs: MINUTE });
export const operatorImportLimiter = createRateLimiter('operator-import', { limit: 600, windowMs: MINUTE });

/** CSV exports per operator: each reads a whole stored list. */
export const operatorExportLimiter = createRateLimiter('operator-export', { limit: 30, windowMs: MINUTE });
export const OPERATOR_EXPORTS_LIMITED = 'Too many exports in a minute. Please wait a moment and try again.';
