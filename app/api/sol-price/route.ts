import { json } from '@/lib/api/handler';
import { getSolPrice } from '@/lib/integrations/sol-price';

export const dynamic = 'force-dynamic';

export async function GET() {
  return json(await getSolPrice(), { headers: { 'cache-control': 'public, max-age=30' } });
}
