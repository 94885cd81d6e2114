'use client';

import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { useId, useState } from 'react';
import { APP_LANDING } from '@/content/home';
import { STORAGE_KEYS } from '@/lib/rules/storage-keys';
import { isWaitlistEmail, WAITLIST_DELAY_MS } from '@/lib/rules/validation';
import { useLocalStorageItem } from '../layout/use-local-storage';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Joins, and answers a success no sooner than the form's delay; a failure is told at once. */
async function joinWaitlist(email: string) {
  const pause = delay(WAITLIST_DELAY_MS);
  const result = await apiRequest<{ ok: true }>('/api/waitlist', { method: 'POST', body: { email, source: 'app' } });
  if (result.ok) await pause;
  return result;
}

/** The /app e-mail waitlist (docs/product.md §4, §5): stored, 1.5 s delay, done state remembered locally. */
export function WaitlistForm() {
  const [submitted, setSubmitted] = useLocalStorageItem(STORAGE_KEYS.waitlistSubmitted);
  const [email, setEmail] = useState('');
  const join = useFormState();
  const inputId = useId();
  const errorId = useId();

  if (submitted === '1') {
    return (
      <p role="status" className="rounded border border-neon-green/50 bg-neon-green/10 px-4 py-3 text-neon-green">
        {APP_LANDING.done}
      </p>
    );
  }

  const submitting = join.saving;
  const failed = join.state.kind === 'error';
  return (
    <form
      noValidate
      aria-labelledby={`${inputId}-title`}
      onSubmit={async (event) => {
        event.preventDefault();
        // docs/product.md §5: without an '@' the submit is silently ignored.
        if (submitting || !isWaitlistEmail(email)) return;
        // The visitor reads the landing's own failure line, not the API's message.
        if (await join.submit(() => joinWaitlist(email.trim()))) setSubmitted('1');
      }}
      className="grid gap-3"
    >
      <h2 id={`${inputId}-title`} className="font-display text-lg tracking-wide text-ink">
        {APP_LANDING.waitlistTitle}
      </h2>
      <label htmlFor={inputId} className="font-mono text-xs uppercase tracking-widest text-dim">
        {APP_LANDING.emailLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          readOnly={submitting}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
          placeholder="you@retailverse.example"
          className="min-w-0 flex-1 rounded border border-edge bg-void px-4 py-3 text-ink placeholder:text-dim focus:border-neon-cyan"
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded border-2 border-neon-cyan px-5 py-3 font-display text-sm font-bold uppercase tracking-widest text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-70"
        >
          {submitting ? APP_LANDING.submitting : APP_LANDING.submit}
        </button>
      </div>
      <p id={errorId} role="alert" className="min-h-5 text-sm text-neon-red">
        {failed ? APP_LANDING.failed : ''}
      </p>
    </form>
  );
}
