import { apiRequest } from '@/components/api/client';
import type { DomainsFeedPage } from '@/lib/catalog/feed';
import { ROTATION_GROUPS, type RotationGroup } from '@/lib/catalog/types';
import { toMarketItem, type MarketLists } from './market-item';

export type RefreshResult = { kind: 'ok'; lists: MarketLists } | { kind: 'unavailable' } | { kind: 'failed' };

async function fetchGroup(group: RotationGroup): Promise<DomainsFeedPage> {
  const result = await apiRequest<DomainsFeedPage>(`/api/domains?rotationGroup=${group}&status=available&limit=100`);
  if (!result.ok) throw new Error(`GET /api/domains answered ${result.status ?? 'nothing'}`);
  return result.data;
}

/** Reloads the three lists from the catalogue feed (GET /api/domains). */
export async function refreshMarketLists(): Promise<RefreshResult> {
  try {
    const answers = await Promise.all(ROTATION_GROUPS.map(fetchGroup));
    if (answers.some((answer) => answer.source !== 'database')) return { kind: 'unavailable' };
    const lists = Object.fromEntries(
      ROTATION_GROUPS.map((group, i) => [group, answers[i]!.data.map((item) => toMarketItem(item.fields, group))]),
    ) as MarketLists;
    return { kind: 'ok', lists };
  } catch (error) {
    console.warn('[marketplace] refresh failed:', error instanceof Error ? error.message : error);
    return { kind: 'failed' };
  }
}
