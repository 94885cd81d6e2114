import { handler } from '@/lib/api/handler';
import { openSalesStream } from '@/lib/commerce/sales/sales-stream';
import { clientIp } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** The live sales feed, as Server-Sent Events (docs/architecture.md "Live sales"). */
export const GET = handler(async (request) => openSalesStream(request.signal, clientIp(request)));
