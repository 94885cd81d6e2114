'use client';

import { useEffect, useState } from 'react';
import { apiRequest } from '@/components/api/client';
import type { SessionState } from '@/lib/auth/session';
import { inNextTask } from '../layout/in-next-task';

/** Connect buttons on one page (sidebar and page body) tell each other about sign-in and sign-out. */
export const WALLET_SESSION_EVENT = 'rv:wallet-session';

export function announceWalletSession(wallet: string | null): void {
  window.dispatchEvent(new CustomEvent<string | null>(WALLET_SESSION_EVENT, { detail: wallet }));
}

type Session =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; wallet: string; operator?: boolean };

/**
 * The signed-in wallet as this page knows it: asked of the server once the page is up, then followed through the
 * sign-ins and sign-outs the page's other buttons announce.
 */
export function useWalletSession(): Session {
  const [session, setSession] = useState<Session>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    const cancel = inNextTask(() =>
      apiRequest<SessionState>('/api/auth/session').then((result) => {
        const wallet = result.ok ? result.data.wallet : null;
        const operator = result.ok && result.data.operator === true;
        if (active) setSession(wallet ? { state: 'signed-in', wallet, operator } : { state: 'signed-out' });
      }),
    );
    const onChange = (event: Event) => {
      const wallet = (event as CustomEvent<string | null>).detail;
      setSession(wallet ? { state: 'signed-in', wallet } : { state: 'signed-out' });
      // Whether the wallet may open the console is the server's to say.
      if (wallet)
        void apiRequest<SessionState>('/api/auth/session').then((result) => {
          if (active && result.ok && result.data.wallet === wallet && result.data.operator === true)
            setSession({ state: 'signed-in', wallet, operator: true });
        });
    };
    window.addEventListener(WALLET_SESSION_EVENT, onChange);
    return () => {
      active = false;
      cancel();
      window.removeEventListener(WALLET_SESSION_EVENT, onChange);
    };
  }, []);
  return session;
}
