'use client';
import { useCallback, useEffect, useState } from 'react';
import { WALLET_SESSION_EVENT } from '@/components/wallet/session-events';

/**
 * The signed-in wallet's Retail Ticket balance, which pays Scav Rack respins: null while nobody is signed in.
 * Follows sign-in and sign-out through the connect buttons' session event.
 */
export function useWalletTickets() {
  const [tickets, setTickets] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      // Asking the session first: /api/wallet answers 401 to a visitor who is not signed in.
      const session = await fetch('/api/auth/session', { cache: 'no-store' });
      const { wallet } = session.ok ? ((await session.json()) as { wallet: string | null }) : { wallet: null };
      if (!wallet) return setTickets(null);
      const response = await fetch('/api/wallet', { cache: 'no-store' });
      if (!response.ok) return setTickets(null);
      const body = (await response.json()) as { registry?: { total_rts?: number } };
      setTickets(body.registry?.total_rts ?? 0);
    } catch {
      setTickets(null);
    }
  }, []);

  useEffect(() => {
    void load();
    const onSession = () => void load();
    window.addEventListener(WALLET_SESSION_EVENT, onSession);
    return () => window.removeEventListener(WALLET_SESSION_EVENT, onSession);
  }, [load]);

  return { tickets, setTickets };
}
