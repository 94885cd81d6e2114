'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { EmailSettings as Settings } from '@/lib/inbox/email-address';
import { EMAIL_OFF } from '@/lib/rules/inbox';

const STATE_TEXT: Record<Settings['state'], string> = {
  none: 'No e-mail address: messages arrive here only.',
  pending: 'Waiting for you to open the verification link we sent to',
  verified: 'Messages are e-mailed to',
  unsubscribed: 'Unsubscribed: nothing is e-mailed to',
};

/** The wallet's own e-mail setting: the address masked, set (a verification link is mailed) or removed. */
export function EmailSettings() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void apiRequest<Settings>('/api/inbox/email').then((result) => {
      if (result.ok) setSettings(result.data);
      else setError(failureMessage(result));
    });
  }, []);

  async function change(method: 'PUT' | 'DELETE', body?: unknown) {
    setBusy(true);
    setError(null);
    const result = await apiRequest<Settings>('/api/inbox/email', { method, body });
    setBusy(false);
    if (result.ok) setSettings(result.data);
    else setError(failureMessage(result));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    void change('PUT', { email: typeof email === 'string' ? email : '' });
  }

  return (
    <section aria-labelledby="inbox-email" className="mt-10 panel p-6">
      <h2 id="inbox-email" className="font-display text-xl text-neon-cyan">
        E-mail
      </h2>
      {!settings ? (
        <p className="mt-2 text-dim">{error ?? 'Loading…'}</p>
      ) : !settings.enabled ? (
        <p className="mt-2 text-dim" data-testid="email-off">
          {EMAIL_OFF}
        </p>
      ) : (
        <>
          <p className="mt-2 text-dim" data-testid="email-state">
            {STATE_TEXT[settings.state]} {settings.email ? <span className="font-mono">{settings.email}</span> : null}
          </p>
          <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
            <label className="grid gap-1 font-mono text-sm">
              {settings.email ? 'New address' : 'Address'}
              <input
                type="email"
                name="email"
                required
                autoComplete="email"
                className="rounded border border-edge bg-void px-2 py-1 text-ink"
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className="rounded border border-neon-cyan px-3 py-1 font-mono text-sm text-neon-cyan"
            >
              Send verification link
            </button>
            {settings.email ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => void change('DELETE')}
                className="rounded border border-edge px-3 py-1 font-mono text-sm"
              >
                Remove address
              </button>
            ) : null}
          </form>
          <p className="mt-3 text-xs text-dim">
            Only you see this address, masked. Every e-mail has a link to unsubscribe.
          </p>
          {error ? (
            <p role="alert" className="mt-2 text-neon-red">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
