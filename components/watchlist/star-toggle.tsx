'use client';

import { useEffect, useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { WATCHLIST_SIGN_IN } from '@/lib/rules/watchlist';

const BUTTON =
  'inline-flex items-center gap-1 rounded border px-2 py-1 font-mono text-sm hover:border-neon-yellow focus-visible:outline focus-visible:outline-2 focus-visible:outline-neon-yellow';

/**
 * The star on a name: a toggle (aria-pressed) for a signed-in wallet. Signed out, or before the script runs, it is a
 * link to /watchlist, which says how to sign in and lists the stars; no wallet code is loaded here.
 */
export function StarToggle({
  slug,
  name,
  signedIn,
  starred,
}: {
  slug: string;
  name: string;
  signedIn: boolean;
  starred: boolean;
}) {
  const [ready, setReady] = useState(false);
  const [on, setOn] = useState(starred);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setReady(true), []);

  if (!signedIn || !ready) {
    return (
      <a href="/watchlist" className={`${BUTTON} border-edge text-dim`} data-testid="star-link">
        <span aria-hidden="true">{on ? '★' : '☆'}</span>
        {signedIn ? (on ? 'On your watchlist' : 'Watchlist') : WATCHLIST_SIGN_IN}
        <span className="sr-only"> {name}</span>
      </a>
    );
  }

  async function toggle() {
    setBusy(true);
    setError(null);
    const result = await apiRequest<{ starred: boolean }>(`/api/watchlist/${encodeURIComponent(slug)}`, {
      method: on ? 'DELETE' : 'POST',
    });
    setBusy(false);
    if (result.ok) setOn(result.data.starred);
    else setError(failureMessage(result));
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={on}
        disabled={busy}
        onClick={toggle}
        className={`${BUTTON} ${on ? 'border-neon-yellow/70 text-neon-yellow' : 'border-edge text-dim'} disabled:opacity-60`}
        data-testid="star-toggle"
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span>
        Star<span className="sr-only"> {name}</span>
      </button>
      <span role="status" className="text-xs text-neon-red">
        {error}
      </span>
    </span>
  );
}
