import { handler, json } from '@/lib/api/handler';
import { readAvailableDomains } from '@/lib/catalog';
import { LISTINGS_DOWN } from '@/lib/rules/status-badge';

export const dynamic = 'force-dynamic';

/** Listings health: 200 with the count, 503 when only fallback data is available. */
export const GET = handler(async () => {
  const { domains, source } = await readAvailableDomains();
  if (source === 'fallback') {
    return json(
      { error: { code: 'unavailable', message: LISTINGS_DOWN.message }, count: domains.length },
      { status: 503 },
    );
  }
  return json({ ok: true, count: domains.length });
});
