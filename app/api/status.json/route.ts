import { json } from '@/lib/api/handler';
import { readSystemStatus } from '@/lib/integrations/system-status';

export const dynamic = 'force-dynamic';

export async function GET() {
  return json(await readSystemStatus());
}
