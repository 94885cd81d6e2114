import 'server-only';
import { notFound } from '../../errors';
import { paymentsEnabled } from '../../integrations/solana-pay';
import {
  NO_SALES_STREAM,
  SALE_STREAM_HEARTBEAT_MS,
  SALE_STREAM_RETRY_MS,
  sseMessage,
  type SaleStreamEvent,
} from '../../rules/live-sales';
import { subscribeToInboxes } from '../../inbox/inbox-feed';
import { readRecentSales } from './recent-sales';
import { subscribeToSales } from './sales-feed';

const encoder = new TextEncoder();

/**
 * GET /api/sales/stream: Server-Sent Events. First the recent sales, then every sale as it commits on any process,
 * a comment line every 15 s, until the browser goes away. `no-transform` keeps compression from holding events back.
 * `address` is the client's: a few streams each (lib/rules/live-sales.ts). `inboxes`: the signed-in reader's, whose
 * changes this stream (and no other) is told of.
 */
export async function openSalesStream(
  signal: AbortSignal,
  address: string,
  inboxes: readonly string[] = [],
): Promise<Response> {
  if (!paymentsEnabled()) throw notFound(NO_SALES_STREAM);
  const queued: SaleStreamEvent[] = [];
  let push: (event: SaleStreamEvent) => void = (event) => queued.push(event);
  // Subscribed before the recent sales are read: a sale committing in between is sent (twice at worst, never lost).
  const unsubscribeSales = await subscribeToSales((event) => push(event), address);
  let unsubscribeInboxes = () => {};
  const unsubscribe = () => {
    unsubscribeSales();
    unsubscribeInboxes();
  };
  let sales;
  try {
    unsubscribeInboxes = await subscribeToInboxes(inboxes, () => push({ type: 'inbox' }));
    sales = await readRecentSales();
  } catch (error) {
    unsubscribe();
    throw error;
  }
  let heartbeat: NodeJS.Timeout | undefined;
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      send(`retry: ${SALE_STREAM_RETRY_MS}\n\n`);
      send(sseMessage({ type: 'sales', sales }));
      for (const event of queued.splice(0)) send(sseMessage(event));
      push = (event) => send(sseMessage(event));
      heartbeat = setInterval(() => send(': ping\n\n'), SALE_STREAM_HEARTBEAT_MS);
      heartbeat.unref?.();
      const stop = () => {
        close();
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      };
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
    },
    cancel: close,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
