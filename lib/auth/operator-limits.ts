import 'server-only';
import { createRateLimiter } from '../rate-limit';

export const OPERATOR_WRITES_LIMITED = 'Too many console changes in a minute. Please wait a moment and try again.';

/**
 * Per-operator limits (keyed by `actorName`) on console writes: edits and grants at a person's pace; import batches
 * (5,000 rows each) at a pace that still moves a million-row file in a few minutes.
 */
export const operatorWriteLimiter = createRateLimiter('operator-write', { limit: 60 });
export const operatorImportLimiter = createRateLimiter('operator-import', { limit: 600 });
/**
 * Every console request to a route that both reads and writes, taken before its body is read (the write limit is
 * taken again once the body says it is a write): generous, so browsing the console never meets it.
 */
export const OPERATOR_REQUESTS_LIMITED = 'Too many console requests in a minute. Please wait a moment and try again.';
export const operatorConsoleLimiter = createRateLimiter('operator-console', { limit: 600 });

/** CSV exports per operator: each reads a whole stored list. */
export const operatorExportLimiter = createRateLimiter('operator-export', { limit: 30 });
export const OPERATOR_EXPORTS_LIMITED = 'Too many exports in a minute. Please wait a moment and try again.';
