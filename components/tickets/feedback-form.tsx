'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { FeedbackSent } from '@/lib/tickets/feedback';
import { FEEDBACK_MAX_CHARS } from '@/lib/rules/rewards';

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

/** Sends the wallet's feedback; it then shows as pending approval in the list beside the form. */
export function FeedbackForm() {
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    const result = await apiRequest<FeedbackSent>('/api/rewards/feedback', {
      method: 'POST',
      body: { message },
    });
    if (!result.ok) {
      setStatus({ kind: 'error', message: failureMessage(result) });
      return;
    }
    setMessage('');
    setStatus({ kind: 'sent', message: result.data.message });
    router.refresh();
  }

  const tooLong = message.length > FEEDBACK_MAX_CHARS;
  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={`${id}-message`} className="font-mono text-xs uppercase tracking-wider text-dim">
        Your feedback
      </label>
      <textarea
        id={`${id}-message`}
        name="message"
        required
        rows={3}
        maxLength={FEEDBACK_MAX_CHARS}
        aria-describedby={`${id}-count`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        className="w-full rounded border border-edge bg-void px-3 py-2 text-sm text-ink focus:border-neon-cyan focus:outline-none focus-visible:ring-2 focus-visible:ring-neon-cyan/60"
      />
      <p id={`${id}-count`} className="font-mono text-xs text-dim">
        {message.length}/{FEEDBACK_MAX_CHARS} characters
      </p>
      <button
        type="submit"
        disabled={status.kind === 'busy' || message.trim() === '' || tooLong}
        className="w-fit rounded border border-neon-cyan bg-neon-cyan/10 px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/20 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {status.kind === 'busy' ? 'Sending…' : 'Send feedback'}
      </button>
      <p aria-live="polite" className="min-h-5 text-sm">
        {status.kind === 'sent' ? <span className="text-neon-green">{status.message}</span> : null}
        {status.kind === 'error' ? (
          <span role="alert" className="text-neon-red">
            {status.message}
          </span>
        ) : null}
      </p>
    </form>
  );
}
