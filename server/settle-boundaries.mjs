// A page rendered to a buffer (for the page cache) still carries React's streaming form: a Suspense boundary
// whose content was not ready when the shell flushed is sent as its fallback, and the content follows in a
// hidden <div> that an inline `$RC(...)` script swaps in after the first paint. React 19.2 reveals such
// content a frame or more later and the swap restyles and relays the whole page, so a page that is served
// whole anyway is settled here: each completed boundary gets its content in place, as React writes a boundary
// that is ready at flush time (`<!--$-->content<!--/$-->`), and the hidden copy and its script call go.

/** @import { BufferedAnswer } from './page-cache.mjs' */

const COMPLETE_CALL = /\$RC\("([^"]+)","([^"]+)"\)/;
/** Any other streaming instruction (segments, boundaries with style sheets, client-rendered errors…): left as sent. */
const OTHER_INSTRUCTION = /\$R(?!C\()[A-Z]\("/;
const BOUNDARY_MARKER = /<!--(\$|\$\?|\$!|\$~|&|\/\$|\/&)-->/g;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/**
 * Index of the `<!--/$-->` that closes the boundary whose content starts at `from`, or -1.
 * @param {string} html
 * @param {number} from
 * @returns {number}
 */
function boundaryEnd(html, from) {
  BOUNDARY_MARKER.lastIndex = from;
  let depth = 0;
  for (let match; (match = BOUNDARY_MARKER.exec(html));) {
    const closing = match[1].startsWith('/');
    if (!closing) depth += 1;
    else if (depth === 0) return match.index;
    else depth -= 1;
  }
  return -1;
}

/**
 * The inner HTML range of the `<div>` whose opening tag ends at `from`, or null.
 * @param {string} html
 * @param {number} from
 * @returns {{ start: number; end: number; close: number } | null}
 */
function divContent(html, from) {
  DIV_TAG.lastIndex = from;
  let depth = 0;
  for (let match; (match = DIV_TAG.exec(html));) {
    if (!match[1]) depth += 1;
    else if (depth === 0) return { start: from, end: match.index, close: DIV_TAG.lastIndex };
    else depth -= 1;
  }
  return null;
}

/**
 * One completed boundary put in place, or null when the document is not in the expected form.
 * @param {string} html
 * @param {RegExpExecArray} call
 * @returns {string | null}
 */
function settleOne(html, call) {
  const [callText, boundaryId, segmentId] = call;
  const placeholder = `<!--$?--><template id="${boundaryId}"></template>`;
  const segmentOpen = `<div hidden id="${segmentId}">`;
  const boundaryStart = html.indexOf(placeholder);
  const segmentStart = html.indexOf(segmentOpen);
  if (boundaryStart < 0 || segmentStart < 0 || segmentStart < boundaryStart) return null;
  const fallbackEnd = boundaryEnd(html, boundaryStart + placeholder.length);
  if (fallbackEnd < 0 || fallbackEnd > segmentStart) return null;
  const segment = divContent(html, segmentStart + segmentOpen.length);
  if (!segment || call.index < segment.close) return null;
  return (
    html.slice(0, boundaryStart) +
    '<!--$-->' +
    html.slice(segment.start, segment.end) +
    html.slice(fallbackEnd, segmentStart) +
    html.slice(segment.close, call.index) +
    html.slice(call.index + callText.length)
  );
}

/**
 * The document with every streamed, completed Suspense boundary in place; unchanged if any cannot be.
 * @param {string} html
 * @returns {string}
 */
function settleStreamedBoundaries(html) {
  if (OTHER_INSTRUCTION.test(html)) return html;
  let settled = html;
  for (let call; (call = COMPLETE_CALL.exec(settled));) {
    const next = settleOne(settled, call);
    if (next === null) return html;
    settled = next;
  }
  return settled;
}

/**
 * A buffered answer with its HTML settled (other answers as they are).
 * @template {BufferedAnswer} T
 * @param {T} answer
 * @returns {T}
 */
export function settleAnswer(answer) {
  if (!/^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''))) return answer;
  const html = answer.body.toString('utf8');
  const settled = settleStreamedBoundaries(html);
  return settled === html ? answer : { ...answer, body: Buffer.from(settled, 'utf8') };
}
