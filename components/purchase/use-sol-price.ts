'use client';

import { apiRequest } from '@/components/api/client';
import { useEffect, useState } from 'react';
import type { SolPrice } from '@/lib/integrations/sol-price';
import { effectiveSolPriceUsd } from '@/lib/rules/money';

/** The SOL price in USD from /api/sol-price while `enabled`; the 100 USD fallback if the call fails. */
export function useSolPrice(enabled: boolean): number | null {
  const [usd, setUsd] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || usd !== null) return;
    const controller = new AbortController();
    apiRequest<Partial<SolPrice>>('/api/sol-price', { signal: controller.signal })
      .then((result) => {
        const usd = result.ok && typeof result.data.usd === 'number' ? result.data.usd : null;
        setUsd(effectiveSolPriceUsd(usd));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, usd]);
  return usd;
}
