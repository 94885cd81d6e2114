/** @import { IncomingMessage, ServerResponse } from 'node:http' */

// How a request body the app does not read to the end still ends cleanly
// (docs/architecture-reference.md, "Oversized bodies").

/**
 * The most the server reads of any body: the largest route limit (a batch of catalogue import rows, 16,000,000
 * bytes) and nginx's `client_max_body_size 16m` (deploy/nginx.conf.template), which refuses anything larger itself.
 */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The body length a request declares, or null when it declares none (chunked, or no body).
 * @param {IncomingMessage} request
 * @returns {number | null}
 */
export function declaredLength(request) {
  const header = request.headers['content-length'];
  return header === undefined || !/^\d+$/.test(header) ? null : Number(header);
}

/**
 * Makes the body of a request end in one of two clean ways whatever its handler does with it: read to its end and
 * dropped (the connection then serves the next request), or, past MAX_BODY_BYTES, the connection closed after the
 * answer. A handler that stops reading (a route refusing a body over its limit, or cancelling its stream, which
 * destroys the request) would otherwise leave the rest unread: the kept-alive connection stalls, and is closed with
 * unread bytes in its buffer, which the peer sees as a reset (nginx: a 502, and its upstream marked failed).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function endBodyCleanly(request, response) {
  const socket = request.socket;
  let draining = false;
  const drain = () => {
    if (draining || request.complete || !socket || socket.destroyed) return;
    draining = true;
    // Whoever was reading is done with it: their listeners would hold the stream paused.
    request.removeAllListeners('readable');
    request.removeAllListeners('data');
    let dropped = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      dropped += chunk.length;
      if (dropped <= MAX_BODY_BYTES) return;
      request.pause();
      request.removeAllListeners('data');
      if (response.writableFinished) socket.destroy();
      else response.once('finish', () => socket.destroy());
    });
    request.resume();
  };
  const destroy = request.destroy;
  /**
   * @this {IncomingMessage}
   * @param {Error} [error]
   */
  request.destroy = function destroyOrDrain(error) {
    // A destroy with a reason (the client went away, a timeout) is one; a consumer that stops reading (Node
    // destroys the request with an AbortError when its stream's iterator is returned) only wants no more of it.
    const stopped = !error || error.name === 'AbortError';
    if (!stopped || request.complete || !socket || socket.destroyed) return destroy.call(this, error);
    // Node detaches the socket first; reading the rest needs it back.
    request.socket ??= socket;
    drain();
    return this;
  };
  response.once('finish', drain);
}
