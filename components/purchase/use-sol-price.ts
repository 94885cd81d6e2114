'use client';

import { useEffect, useState } from 'react';
import { effectiveSolPriceUsd } from '@/lib/rules/money';

/** The SOL price in USD from /api/sol-price while `enabled`; the 100 USD fallback if the call fails. */
export function useSolPrice(enabled: boolean): number | null {
  const [usd, setUsd] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || usd !== null) return;
    const controller = new AbortController();
    fetch('/api/sol-price', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ usd?: unknown }>) : null))
      .then((body) => setUsd(effectiveSolPriceUsd(typeof body?.usd === 'number' ? body.usd : null)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setUsd(effectiveSolPriceUsd(null));
        else void error;
      });
    return () => controller.abort();
  }, [enabled, usd]);
  return usd;
}
