// The HTTP status a page asks for while it renders its own not-found or sign-in message (lib/http/answer-status.ts).
// Next.js sends a 404, 401 or 403 thrown by notFound(), unauthorized() or forbidden() before its first flush as an
// empty document whose message only JavaScript draws; a page that renders the message itself keeps it in the HTML,
// and asks for the status here. The page and this server share one process, so the request's own async context
// carries the ask from the render to the response.
import { AsyncLocalStorage } from 'node:async_hooks';

/** @typedef {{ status: number | null }} AnswerState */

/** @type {AsyncLocalStorage<AnswerState>} */
const answers = new AsyncLocalStorage();

/** The bridge lib/http/answer-status.ts calls; a status outside a request (a build, a test) is dropped. */
const BRIDGE = Symbol.for('retailverse.answer-status');
/** @type {Record<symbol, unknown>} */ (globalThis)[BRIDGE] = (/** @type {number} */ status) => {
  const state = answers.getStore();
  if (state) state.status = status;
};

/** Statuses a page may ask for: it renders the message, the status says what it is. */
const ASKABLE = new Set([401, 403, 404]);

/**
 * Runs Next.js's handling of one request; the status a page asked for replaces the 200 it would be sent with. A
 * client navigation's payload (an `rsc` request) keeps its 200: the router draws the message in place, where a
 * 404 would send it for the whole page again.
 * @template T
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {() => T} run
 * @returns {T}
 */
export function withAnswerStatus(request, response, run) {
  /** @type {AnswerState} */
  const state = { status: null };
  if (request.headers.rsc === '1') return run();
  const writeHead = response.writeHead;
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      const asked = statusCode === 200 && state.status !== null && ASKABLE.has(state.status) ? state.status : null;
      if (asked !== null) response.statusCode = asked;
      return writeHead.call(response, asked ?? statusCode, ...rest);
    }
  );
  return answers.run(state, run);
}

/**
 * The same for a render into a buffer (the page cache's): the status the page asked for, or the one it was sent with.
 * @param {() => Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>} render
 */
export async function renderWithAnswerStatus(render) {
  /** @type {AnswerState} */
  const state = { status: null };
  const answer = await answers.run(state, render);
  return state.status !== null && ASKABLE.has(state.status) && answer.status === 200
    ? { ...answer, status: state.status }
    : answer;
}
