/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { PolicyFor } from './send-answer.mjs' */
import { randomBytes } from 'node:crypto';
import { withAnswerStatus } from './answer-status.mjs';
import { RESOURCE_PATH } from './resource-paths.mjs';
import { RESOURCE_POLICY } from './security-headers.mjs';

/**
 * What rendering on demand needs: Next.js's handler, the page policy, and the script hashes of a page prerendered
 * at build (server/prerendered-pages.mjs).
 * @typedef {object} Renderer
 * @property {(request: IncomingMessage, response: ServerResponse) => Promise<void> | void} handle
 * @property {PolicyFor} policyFor
 * @property {(pathname: string) => string[]} prerenderedSources
 */

/**
 * Hands a request to Next.js as it is: a page under a fresh script nonce, anything else under the resource policy.
 * @param {Renderer} renderer
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} pathname
 */
export function passThrough({ handle, policyFor, prerenderedSources }, request, response, pathname) {
  if (RESOURCE_PATH.test(pathname)) {
    response.setHeader('Content-Security-Policy', RESOURCE_POLICY);
  } else {
    const nonce = `'nonce-${randomBytes(16).toString('base64')}'`;
    const policy = policyFor(pathname, [nonce, ...prerenderedSources(pathname)]);
    // Next.js reads the nonce from the request's policy and puts it on every script it renders; a page it
    // prerendered at build has none, and runs under the hashes of its own inline scripts.
    request.headers['content-security-policy'] = policy;
    response.setHeader('Content-Security-Policy', policy);
  }
  return withAnswerStatus(request, response, () => handle(request, response));
}
