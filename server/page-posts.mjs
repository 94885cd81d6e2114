/** @import { IncomingMessage } from 'node:http' */
import { CROSS_SITE_REFUSED, isCrossSite } from '../lib/http/same-origin.mjs';

const PAGE_POST_REFUSED = 'This page takes no posted forms or server actions.';

/**
 * What is refused of a POST to a page before Next.js, which answers these with a 500: one from another site (a
 * cross-site server action, or a multipart form), and, in a build with no server actions, one Next would take as an
 * action (a `Next-Action` header, or a multipart body: a malformed one is a 500 too).
 * @param {IncomingMessage} request
 * @param {{ siteUrl: string; serverActions: boolean }} options
 * @returns {{ status: number; message: string } | null}
 */
export function pagePostRefusal(request, { siteUrl, serverActions }) {
  /** @param {string} name */
  const header = (name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  if (isCrossSite({ method: 'POST', header }, siteUrl)) return { status: 403, message: CROSS_SITE_REFUSED };
  const actionLike =
    header('next-action') !== undefined || /^multipart\/form-data\b/i.test(String(header('content-type') ?? ''));
  if (actionLike && !serverActions) return { status: 400, message: PAGE_POST_REFUSED };
  return null;
}
