/** The bridge server/answer-status.mjs installs: one process, so the page reaches the server's response. */
const BRIDGE = Symbol.for('retailverse.answer-status');

/**
 * Asks for the HTTP status of the page being rendered, for a page that renders its own not-found or sign-in message
 * (instead of notFound() or unauthorized(), whose message Next.js leaves to JavaScript when thrown before its first
 * flush). Call it before the first flush: in a layout, or in a page without a loading boundary. Outside our server
 * (a test, `next dev` without it) nothing happens and the page is sent as 200.
 */
export function answerStatus(status: 401 | 403 | 404): void {
  const bridge = (globalThis as Record<symbol, unknown>)[BRIDGE];
  if (typeof bridge === 'function') (bridge as (status: number) => void)(status);
}
