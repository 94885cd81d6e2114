import { handler, json } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { inboxesOfWallet } from '@/lib/inbox/access';
import { unreadCount, type UnreadCount } from '@/lib/inbox/inbox';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { OPERATOR_INBOX } from '@/lib/rules/inbox';

export const dynamic = 'force-dynamic';

/** The bell's count: the signed-in wallet's unread messages, and the operator inbox's for an operator. */
export const GET = handler(async (request) => {
  const wallet = await sessionWallet(request);
  const inboxes = await inboxesOfWallet(wallet);
  return json<UnreadCount>({
    signedIn: wallet !== null,
    live: paymentsEnabled(),
    unread: wallet ? await unreadCount(wallet) : 0,
    operators: inboxes.includes(OPERATOR_INBOX) ? await unreadCount(OPERATOR_INBOX) : null,
  });
});
