// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode (unpaired surrogates).';

const isUnsafe = (text: string) => NUL.test(text) || LONE_SURROGATE.test(text);

/**
 * The path of the first string (or object key, reported at its parent) the database cannot store as text: NUL characters, or
 * unpaired UTF-16 surrogates. '' for the value itself; undefined when all is well. Walks iteratively so a
 * deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafe(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        // A bad key is reported at its parent: echoing it back would put the bad text in the answer.
        if (isUnsafe(key)) return path;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}
