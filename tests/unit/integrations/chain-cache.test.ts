import { beforeEach, describe, expect, it } from 'vitest';
import { cachedChainRead, resetChainCache } from '@/lib/integrations/chain-cache';

type Answer = { ok: boolean; n: number };

describe('cachedChainRead', () => {
  let reads: number;
  const read = (ok: boolean) => async (): Promise<Answer> => ({ ok, n: ++reads });
  const keep = (answer: Answer) => answer.ok;
  beforeEach(() => {
    reads = 0;
    resetChainCache();
  });

  it('reads once and answers again from the cache', async () => {
    expect(await cachedChainRead('name:a', read(true), keep)).toEqual({ ok: true, n: 1 });
    expect(await cachedChainRead('name:a', read(true), keep)).toEqual({ ok: true, n: 1 });
    expect(await cachedChainRead('name:b', read(true), keep)).toEqual({ ok: true, n: 2 });
  });

  it('never keeps a failed read', async () => {
    expect(await cachedChainRead('name:a', read(false), keep)).toEqual({ ok: false, n: 1 });
    expect(await cachedChainRead('name:a', read(true), keep)).toEqual({ ok: true, n: 2 });
  });

  it('shares one read between callers asking at once', async () => {
    const [first, second] = await Promise.all([
      cachedChainRead('name:a', read(false), keep),
      cachedChainRead('name:a', read(false), keep),
    ]);
    expect(first).toBe(second);
    expect(reads).toBe(1);
  });
});
