/** @import { IncomingMessage, ServerResponse } from 'node:http' */
import { parseAndValidateFlightRouterState } from './next-internals.mjs';
import { pagePostRefusal } from './page-posts.mjs';
import { answerOptions, PAGE_METHODS, refuse } from './refusals.mjs';
import { MAX_BODY_BYTES, declaredLength } from './request-body.mjs';
import { RESOURCE_PATH } from './resource-paths.mjs';
import { embeddableBySelf } from './security-headers.mjs';

/** Request headers that ask for part of a file, or for it only under a condition: ignored (RFC 9110 allows it). */
const WHOLE_FILE_ONLY = ['range', 'if-range', 'if-match', 'if-unmodified-since'];

/** @param {string} pathname */
function decodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a client navigation's router state header is absent or one Next.js can read (it answers 500 otherwise).
 * @param {string | string[] | undefined} header
 * @returns {boolean}
 */
function readableRouterState(header) {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses what no resource answers: an oversized body, a misused `*`, an undecodable path or router state.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} pathname
 * @returns {boolean} whether it answered
 */
export function refuseMalformed(request, response, pathname) {
  const length = declaredLength(request);
  if (length !== null && length > MAX_BODY_BYTES) {
    response.setHeader('Connection', 'close');
    refuse(response, 413, `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`, pathname);
    return true;
  }
  // `*` (RFC 9110's asterisk-form) names the server, not a resource: it is for OPTIONS alone.
  if (request.url === '*') {
    if (request.method === 'OPTIONS') answerOptions(response);
    else refuse(response, 400, 'The request target * is only for OPTIONS.');
    return true;
  }
  if (embeddableBySelf(pathname)) response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  if (!decodablePath(pathname)) {
    refuse(response, 400, 'This address is not valid.', pathname);
    return true;
  }
  if (!readableRouterState(request.headers['next-router-state-tree'])) {
    refuse(response, 400, 'This navigation request is not valid.', pathname);
    return true;
  }
  return false;
}

/**
 * Refuses a method the resource does not answer, and a cross-site page post.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} pathname
 * @param {{ siteUrl: string; serverActions: boolean }} site
 * @returns {boolean} whether it answered
 */
export function refuseMethod(request, response, pathname, site) {
  const isApi = pathname.startsWith('/api/');
  const isStaticFile = RESOURCE_PATH.test(pathname) && !isApi;
  if (isStaticFile && request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    refuse(response, 405, 'This file can only be read (GET or HEAD).');
    return true;
  }
  // Next.js answers a failed precondition or an unsatisfiable range on a file with a 500: a file is sent whole.
  if (isStaticFile) for (const name of WHOLE_FILE_ONLY) delete request.headers[name];
  if (request.method === 'TRACE' || request.method === 'TRACK') {
    response.setHeader('Allow', PAGE_METHODS.join(', '));
    refuse(response, 405, 'This method is not allowed.', pathname);
    return true;
  }
  const isPage = !isApi && !RESOURCE_PATH.test(pathname);
  // A page is read (or sent a server action); Next.js would render it for a PUT or a DELETE as well.
  if (isPage && !PAGE_METHODS.includes(request.method ?? 'GET')) {
    response.setHeader('Allow', PAGE_METHODS.join(', '));
    if (request.method === 'OPTIONS') answerOptions(response);
    else refuse(response, 405, 'This page can only be read (GET or HEAD).');
    return true;
  }
  if (isPage && request.method === 'POST') {
    const refusal = pagePostRefusal(request, site);
    if (refusal) {
      refuse(response, refusal.status, refusal.message);
      return true;
    }
  }
  return false;
}
