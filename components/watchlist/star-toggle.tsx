'use client';

import { useEffect, useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { WALLET_SESSION_EVENT } from '@/components/wallet/use-wallet-session';
import type { Starred, StarStatus, Unstarred } from '@/lib/catalog/watchlist';
import { WATCHLIST_SIGN_IN } from '@/lib/rules/watchlist';

const BUTTON =
  'inline-flex items-center gap-1 rounded border px-2 py-1 font-mono text-sm hover:border-neon-yellow focus-visible:outline focus-visible:outline-2 focus-visible:outline-neon-yellow';

type StarState = { state: 'visitor' } | { state: 'signed-in'; starred: boolean };

/**
 * The star on a name. A name's page is cached for everyone, so the star asks the API whether this visitor is signed
 * in and starred it: a toggle (aria-pressed) for a signed-in wallet; otherwise, and before the answer (one label
 * throughout, so a visitor's row does not reflow), a link to /watchlist, which says how to sign in. No wallet code is
 * loaded here: the session is a cookie.
 */
export function StarToggle({ slug, name }: { slug: string; name: string }) {
  const [star, setStar] = useState<StarState>({ state: 'visitor' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = `/api/watchlist/${encodeURIComponent(slug)}`;

  useEffect(() => {
    let active = true;
    const read = () =>
      void apiRequest<StarStatus>(path).then((result) => {
        if (!active || !result.ok) return;
        setStar(result.data.signedIn ? { state: 'signed-in', starred: result.data.starred } : { state: 'visitor' });
      });
    read();
    window.addEventListener(WALLET_SESSION_EVENT, read);
    return () => {
      active = false;
      window.removeEventListener(WALLET_SESSION_EVENT, read);
    };
  }, [path]);

  if (star.state !== 'signed-in') {
    return (
      <a href="/watchlist" className={`${BUTTON} border-edge text-dim`} data-testid="star-link">
        <span aria-hidden="true">☆</span>
        {WATCHLIST_SIGN_IN}
        <span className="sr-only"> {name}</span>
      </a>
    );
  }

  async function toggle(starred: boolean) {
    setBusy(true);
    setError(null);
    const result = await apiRequest<Starred | Unstarred>(path, { method: starred ? 'DELETE' : 'POST' });
    setBusy(false);
    if (result.ok) setStar({ state: 'signed-in', starred: result.data.starred });
    else setError(failureMessage(result));
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={star.starred}
        disabled={busy}
        onClick={() => toggle(star.starred)}
        className={`${BUTTON} ${star.starred ? 'border-neon-yellow/70 text-neon-yellow' : 'border-edge text-dim'} disabled:opacity-60`}
        data-testid="star-toggle"
      >
        <span aria-hidden="true">{star.starred ? '★' : '☆'}</span>
        Star<span className="sr-only"> {name}</span>
      </button>
      <span role="status" className="text-xs text-neon-red">
        {error}
      </span>
    </span>
  );
}
