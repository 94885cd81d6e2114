'use client';

import { useEffect } from 'react';
import { WALLET_SESSION_EVENT } from '../wallet/use-wallet-session';

/** On the console's 401 and 403 pages: a wallet signing in (or out) loads the page again, as that wallet. */
export function ReloadOnSignIn() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener(WALLET_SESSION_EVENT, reload);
    return () => window.removeEventListener(WALLET_SESSION_EVENT, reload);
  }, []);
  return null;
}
