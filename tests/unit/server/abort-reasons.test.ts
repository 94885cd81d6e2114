import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseAbortReasonStacks } from '../../../server/abort-reasons.mjs';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Aborts `controller` from a setImmediate callback inside a "render": an async context whose store holds a megabyte,
 * as React's and Next's are. Says whether that megabyte is freed once the render is over.
 */
async function renderIsFreed(controller: AbortController): Promise<boolean> {
  let freed = false;
  const registry = new FinalizationRegistry(() => (freed = true));
  await new Promise<void>((resolve) => {
    const store = { payload: 'x'.repeat(1_000_000) };
    registry.register(store, 'render');
    new AsyncLocalStorage().run(store, () =>
      setImmediate(() => {
        controller.abort(new Error('This render completed successfully.'));
        resolve();
      }),
    );
  });
  for (let i = 0; i < 10 && !freed; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return freed;
}

describe('abort reasons', () => {
  it('an unread abort reason keeps the render that made it alive (the leak this guards against)', async () => {
    expect(await renderIsFreed(new AbortController())).toBe(false);
  });

  it('with the stacks released, a long-lived signal no longer keeps the render', async () => {
    releaseAbortReasonStacks();
    const longLived = new AbortController();
    expect(await renderIsFreed(longLived)).toBe(true);
    expect(longLived.signal.reason).toBeInstanceOf(Error);
    expect(longLived.signal.reason.message).toBe('This render completed successfully.');
  });

  it('abort() without a reason still gives an AbortError, and a reason given is kept as it is', () => {
    releaseAbortReasonStacks();
    const plain = new AbortController();
    plain.abort();
    expect(plain.signal.aborted).toBe(true);
    expect(plain.signal.reason).toMatchObject({ name: 'AbortError', message: 'This operation was aborted' });
    const given = new AbortController();
    given.abort('stopped');
    expect(given.signal.reason).toBe('stopped');
  });
});
