'use client';
import { useState } from 'react';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { buttonClass, FormError, inputClass, labelClass } from './form-parts';

type Kind = 'domain' | 'article';

/** /submit: a domain or an article idea, stored for the operator. */
export function SubmissionForm() {
  const form = useFormState();
  const [kind, setKind] = useState<Kind>('domain');
  const [rejection, setRejection] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const safety = kind === 'domain' ? checkNameSafety(text('title')) : null;
    setRejection(safety && !safety.ok ? safety.reason : null);
    if (safety && !safety.ok) return;
    const body = {
      kind,
      name: text('name') || null,
      email: text('email'),
      title: text('title'),
      details: text('details') || null,
    };
    await form.submit(() => apiRequest('/api/submissions', { method: 'POST', body }));
  }

  if (form.state.kind === 'done') {
    return (
      <section role="status" className="rounded-xl border border-neon-green bg-panel p-8 text-center">
        <p className="font-display text-xl text-neon-green">Submission received.</p>
        <p className="mt-2 text-dim">The mall crew reviews every idea. If it fits the racks, we will e-mail you.</p>
        <button type="button" className={`${buttonClass} mt-6`} onClick={form.reset}>
          Submit Another
        </button>
      </section>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-edge bg-panel p-6">
      <fieldset>
        <legend className={labelClass}>What are you submitting?</legend>
        <div className="flex flex-wrap gap-6 font-mono text-sm text-ink">
          {(
            [
              ['domain', 'A domain for the mall'],
              ['article', 'An article idea'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="accent-neon-cyan"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="title" className={labelClass}>
          {kind === 'domain' ? 'Domain name *' : 'Article title or idea *'}
        </label>
        <input
          id="title"
          name="title"
          required
          maxLength={120}
          className={inputClass}
          placeholder={kind === 'domain' ? 'yourname.sol' : 'Why scav names pump on Fridays'}
        />
      </div>
      <div>
        <label htmlFor="details" className={labelClass}>
          {kind === 'domain' ? 'Why it belongs in the mall' : 'Outline'} (optional)
        </label>
        <textarea id="details" name="details" rows={5} maxLength={2000} className={inputClass} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="name" className={labelClass}>
            Your name (optional)
          </label>
          <input id="name" name="name" maxLength={80} autoComplete="name" className={inputClass} />
        </div>
        <div>
          <label htmlFor="email" className={labelClass}>
            Email *
          </label>
          <input id="email" name="email" type="email" required autoComplete="email" className={inputClass} />
        </div>
      </div>
      <FormError message={rejection ?? form.error} />
      <button type="submit" className={buttonClass} disabled={form.saving}>
        {form.saving ? 'Sending...' : 'Send Submission'}
      </button>
    </form>
  );
}
