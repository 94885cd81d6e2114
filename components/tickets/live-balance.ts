'use client';

import { useEffect, useState } from 'react';

const EVENT = 'retailverse:ticket-balance';

/** Tells every balance on the page the wallet's new Retail Ticket balance, as a spend or a claim answered it. */
export function publishTicketBalance(balance: number): void {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: balance }));
}

/**
 * The wallet's balance as the server rendered it, then as the last spend on this page answered it: every balance on
 * a page shows the same number without a reload. A fresh server render (router.refresh) wins again.
 */
export function useTicketBalance(rendered: number): number {
  const [balance, setBalance] = useState(rendered);
  useEffect(() => setBalance(rendered), [rendered]);
  useEffect(() => {
    const onBalance = (event: Event) => setBalance((event as CustomEvent<number>).detail);
    window.addEventListener(EVENT, onBalance);
    return () => window.removeEventListener(EVENT, onBalance);
  }, []);
  return balance;
}
