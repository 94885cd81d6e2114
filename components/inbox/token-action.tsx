'use client';

import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';

/**
 * The one button of an e-mail link's page (verify, unsubscribe): a POST with the link's token, no sign-in. A button
 * rather than the link itself, so a mail scanner that opens links changes nothing.
 */
export function TokenAction({ path, body, label }: { path: string; body?: unknown; label: string }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    const result = await apiRequest<{ message: string }>(path, { method: 'POST', body });
    setBusy(false);
    setOutcome(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: failureMessage(result) });
  }

  if (outcome?.ok) {
    return (
      <p role="status" className="text-neon-green" data-testid="token-action-done">
        {outcome.text}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <button
        type="button"
        disabled={busy}
        onClick={() => void run()}
        className="w-fit rounded border border-neon-cyan px-4 py-2 font-mono text-neon-cyan"
      >
        {label}
      </button>
      {outcome ? (
        <p role="alert" className="text-neon-red">
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
