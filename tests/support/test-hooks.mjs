// Preloaded by the browser tests' server (node --import, scripts/e2e-server.mjs): turns on the test hooks that
// lib/test-hooks.ts reads (the seeded Scav Rack and chat voucher draws). Nothing in production loads it.
/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('retailverse.test-hooks')] = true;
