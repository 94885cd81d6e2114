'use client';

import { apiRequest } from '@/components/api/client';
import { useCallback, useEffect, useState } from 'react';
import { WALLET_SESSION_EVENT } from '@/components/wallet/use-wallet-session';
import type { SessionState } from '@/lib/auth/session';
import type { WalletAccess } from '@/lib/tickets/access';

/**
 * The signed-in wallet's Retail Ticket balance, which pays Scav Rack respins: null while nobody is signed in.
 * Follows sign-in and sign-out through the connect buttons' session event.
 */
export function useWalletTickets() {
  const [tickets, setTickets] = useState<number | null>(null);

  const load = useCallback(async () => {
    // Asking the session first: /api/wallet answers 401 to a visitor who is not signed in.
    const session = await apiRequest<SessionState>('/api/auth/session');
    if (!session.ok || !session.data.wallet) return setTickets(null);
    const wallet = await apiRequest<WalletAccess>('/api/wallet');
    setTickets(wallet.ok ? (wallet.data.registry?.total_rts ?? 0) : null);
  }, []);

  useEffect(() => {
    void load();
    const onSession = () => void load();
    window.addEventListener(WALLET_SESSION_EVENT, onSession);
    return () => window.removeEventListener(WALLET_SESSION_EVENT, onSession);
  }, [load]);

  return { tickets, setTickets };
}
