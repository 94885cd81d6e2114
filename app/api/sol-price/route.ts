import { handler, json } from '@/lib/api/handler';
import { getSolPrice, type SolPrice } from '@/lib/integrations/sol-price';

export const GET = handler(async () =>
  json<SolPrice>(await getSolPrice(), { headers: { 'cache-control': 'public, max-age=30' } }),
);
