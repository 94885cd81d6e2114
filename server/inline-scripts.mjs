import { createHash } from 'node:crypto';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
const HAS_SRC = /\bsrc\s*=/i;

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts in an HTML document: what a cached page, which
 * cannot carry a per-response nonce, lists in its policy so that its own inline scripts, and no others, run.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
