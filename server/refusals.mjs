/** @import { ServerResponse } from 'node:http' */
import { RESOURCE_POLICY } from './security-headers.mjs';

/** What a page answers besides reading it: POST carries Next.js's server actions. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/** @type {Record<number, string>} */
const ERROR_CODES = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
};

/**
 * A refusal before Next.js: the API's error shape under /api/, a line of text elsewhere.
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {string} [pathname]
 */
export function refuse(response, status, message, pathname = '') {
  response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
  response.setHeader('Cache-Control', 'no-store');
  if (pathname.startsWith('/api/')) {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.writeHead(status);
    return response.end(JSON.stringify({ error: { code: ERROR_CODES[status] ?? 'bad_request', message } }));
  }
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.writeHead(status);
  response.end(`${status} ${message}\n`);
}

/** @param {ServerResponse} response */
export function answerOptions(response) {
  response.setHeader('Allow', PAGE_METHODS.join(', '));
  response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
  response.setHeader('Cache-Control', 'no-store');
  response.writeHead(204);
  response.end();
}

const API_METHOD_REFUSED = 'This API does not answer that method.';

/**
 * Next.js answers a method an API route does not export with a bare 405: it is given the API's error shape. Next
 * sends that answer with no body and no content type, through `end()`, before any header has gone out.
 * @param {ServerResponse} response
 */
export function explainBareApiRefusals(response) {
  // `end` is replaced for one call, whatever its arguments.
  const endable = /** @type {{ end: (this: ServerResponse, ...args: unknown[]) => ServerResponse }} */ (
    /** @type {unknown} */ (response)
  );
  const end = endable.end;
  /**
   * @this {ServerResponse}
   * @param {unknown} [chunk]
   * @param {...unknown} rest
   */
  endable.end = function endWithMessage(chunk, ...rest) {
    endable.end = end;
    if (response.statusCode === 405 && !chunk && !response.headersSent && !response.getHeader('content-type')) {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      return end.call(this, JSON.stringify({ error: { code: 'method_not_allowed', message: API_METHOD_REFUSED } }));
    }
    return end.call(this, chunk, ...rest);
  };
}
