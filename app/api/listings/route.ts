import { handler, json } from '@/lib/api/handler';
import { countDomains } from '@/lib/catalog';
import { LISTINGS_COUNT_CAP } from '@/lib/rules/catalog-limits';
import { LISTINGS_DOWN } from '@/lib/rules/system-status';

/** Listings health: 200 with the count (counted up to LISTINGS_COUNT_CAP), 503 when only fallback data is available. */
export const GET = handler(async () => {
  const { count, capped, source } = await countDomains({ listed: true, available: true }, LISTINGS_COUNT_CAP);
  if (source === 'fallback') {
    return json({ error: { code: 'unavailable', message: LISTINGS_DOWN.message }, count }, { status: 503 });
  }
  return json({ ok: true, count, ...(capped ? { atLeast: true } : {}) });
});
