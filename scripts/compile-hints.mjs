// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts with this
// comment has all its functions compiled eagerly, while the browser streams it, off the main thread. Without
// it every module factory of a client chunk is compiled lazily, on the main thread, when the page starts.
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunk's source with the hint as its first line (once, however often it is applied).
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Adds the hint to every JavaScript chunk of a production build; returns how many files it changed.
 * @param {string} distDir
 * @returns {number}
 */
export function addCompileHints(distDir) {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const entry of fs.readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    fs.writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}
