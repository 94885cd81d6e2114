'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/components/api/client';
import { inNextTask } from '@/components/layout/in-next-task';
import { subscribeToInbox } from '@/components/live/sales-feed';
import { IntentLink } from '@/components/navigation/intent-link';
import { WALLET_SESSION_EVENT } from '@/components/wallet/use-wallet-session';
import type { UnreadCount } from '@/lib/inbox/inbox';
import { announceInboxChanged, INBOX_CHANGED_EVENT } from './inbox-events';

/**
 * The header's bell: the signed-in wallet's unread messages (and the operator inbox's, for an operator), counted
 * again when the live stream says the inbox changed, on sign-in and sign-out, and on each page. Nothing for a visitor
 * who is not signed in. Opening /inbox (or prefetching it) marks nothing read.
 */
export function InboxBell() {
  const [count, setCount] = useState<UnreadCount | null>(null);
  const firstPage = useRef(true);
  const pathname = usePathname();

  useEffect(() => {
    let active = true;
    let feed: ReturnType<typeof subscribeToInbox> | null = null;
    const refresh = () =>
      void apiRequest<UnreadCount>('/api/inbox/unread').then((result) => {
        if (!active || !result.ok) return;
        setCount(result.data);
        if (result.data.signedIn && result.data.live) feed ??= subscribeToInbox(refresh);
      });
    const cancel = inNextTask(refresh);
    const onSession = () => {
      feed?.reconnect();
      refresh();
    };
    window.addEventListener(WALLET_SESSION_EVENT, onSession);
    window.addEventListener(INBOX_CHANGED_EVENT, refresh);
    return () => {
      active = false;
      cancel();
      feed?.unsubscribe();
      window.removeEventListener(WALLET_SESSION_EVENT, onSession);
      window.removeEventListener(INBOX_CHANGED_EVENT, refresh);
    };
  }, []);

  // Each page counts again (a message read in another tab without a live stream).
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else announceInboxChanged();
  }, [pathname]);

  if (!count?.signedIn) return null;
  const unread = count.unread + (count.operators ?? 0);
  return (
    <IntentLink
      href="/inbox"
      className="mr-3 inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded border border-edge px-2 py-1 font-mono text-sm text-ink hover:border-neon-cyan"
      aria-label={unread === 0 ? 'Inbox: no unread messages' : `Inbox: ${unread} unread`}
      data-testid="inbox-bell"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 ? (
        <span className="rounded bg-neon-pink px-1.5 text-xs font-bold text-void" data-testid="inbox-unread">
          {unread}
        </span>
      ) : null}
    </IntentLink>
  );
}
