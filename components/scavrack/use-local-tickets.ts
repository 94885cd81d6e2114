'use client';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, parseStoredCount, parseStoredCountMap } from '@/lib/rules/storage-keys';
import { LOCAL_TICKET_CAP, addLocalTickets, applyRespin } from '@/lib/rules/tickets';
import { readStored, writeStored } from '@/components/marketplace/local-store';

const readTickets = () => Math.min(LOCAL_TICKET_CAP, parseStoredCount(readStored(STORAGE_KEYS.tickets)));
const readSpins = () => parseStoredCountMap(readStored(STORAGE_KEYS.domainSpins));

/** The Scav Rack's local tickets (cap 5) and per-domain respin counts, kept in localStorage. */
export function useLocalTickets() {
  const [tickets, setTickets] = useState(0);
  const [spins, setSpins] = useState<Record<string, number>>({});

  useEffect(() => {
    setTickets(readTickets());
    setSpins(readSpins());
  }, []);

  const addTickets = useCallback((count: number) => {
    const next = addLocalTickets(readTickets(), count);
    writeStored(STORAGE_KEYS.tickets, next);
    setTickets(next);
    return next;
  }, []);

  /** Pays one ticket for a respin of `slug`; false when the rule does not allow it. */
  const payRespin = useCallback((slug: string) => {
    const allSpins = readSpins();
    const paid = applyRespin(readTickets(), allSpins[slug] ?? 0);
    if (!paid) return false;
    const nextSpins = { ...allSpins, [slug]: paid.respinsUsed };
    writeStored(STORAGE_KEYS.tickets, paid.tickets);
    writeStored(STORAGE_KEYS.domainSpins, nextSpins);
    setTickets(paid.tickets);
    setSpins(nextSpins);
    return true;
  }, []);

  return { tickets, spins, addTickets, payRespin };
}
