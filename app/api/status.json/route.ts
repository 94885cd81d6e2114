import { handler, json } from '@/lib/api/handler';
import { readSystemStatus } from '@/lib/integrations/system-status';

export const GET = handler(async () => json(await readSystemStatus()));
