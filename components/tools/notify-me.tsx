'use client';
import { apiRequest } from '@/components/api/client';
import { buttonClass, FormError, inputClass } from '@/components/community/form-parts';
import { useFormState } from '@/components/ui/use-form-state';
import { IntentLink } from '@/components/navigation/intent-link';

/** 'Notify Me': stores the e-mail for news about the domain tester. */
export function NotifyMe() {
  const form = useFormState();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    await form.submit(() => apiRequest('/api/notify', { method: 'POST', body: { email, topic: 'domain-tester' } }));
  }

  return (
    <section aria-labelledby="notify-heading" className="rounded-xl border border-neon-purple/50 bg-panel p-6">
      <h2 id="notify-heading" className="font-display text-lg text-neon-purple">
        Bulk checks are next
      </h2>
      <p className="mt-1 text-sm text-dim">
        Leave your e-mail and we will tell you when they land. Watching a name already works: star it on its page and
        follow it on{' '}
        <IntentLink href="/watchlist" className="text-neon-cyan underline">
          your watchlist
        </IntentLink>
        .
      </p>
      {form.state.kind === 'done' ? (
        <p role="status" className="mt-4 font-mono text-sm text-neon-green">
          You&apos;re on the list. We&apos;ll ping you.
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row">
          <label htmlFor="notify-email" className="sr-only">
            Email
          </label>
          <input
            id="notify-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className={inputClass}
          />
          <button type="submit" className={`${buttonClass} shrink-0`} disabled={form.saving}>
            {form.saving ? 'Saving...' : 'Notify Me'}
          </button>
        </form>
      )}
      <div className="mt-3">
        <FormError message={form.error} />
      </div>
    </section>
  );
}
