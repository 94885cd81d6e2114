import { handler } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { openSalesStream } from '@/lib/commerce/sales/sales-stream';
import { inboxesOfWallet } from '@/lib/inbox/access';
import { clientIp } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** The live sales feed, as Server-Sent Events (docs/architecture.md "Live sales"); a signed-in reader's inbox pings. */
export const GET = handler(async (request) =>
  openSalesStream(request.signal, clientIp(request), await inboxesOfWallet(await sessionWallet(request))),
);
