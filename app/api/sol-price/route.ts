import { handler, json } from '@/lib/api/handler';
import { getSolPrice } from '@/lib/integrations/sol-price';

export const GET = handler(async () =>
  json(await getSolPrice(), { headers: { 'cache-control': 'public, max-age=30' } }),
);
