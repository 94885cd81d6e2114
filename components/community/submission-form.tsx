'use client';
import { useState } from 'react';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { buttonClass, FormError, inputClass, labelClass, Received, SenderFields } from './form-parts';

type Kind = 'domain' | 'article';

const RECEIVED = {
  title: 'Submission received.',
  next: 'The mall crew reviews every idea. If it fits the racks, we will e-mail you.',
  again: 'Submit Another',
};

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
    return <Received {...RECEIVED} onAgain={form.reset} />;
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
      <SenderFields nameLabel="Your name (optional)" />
      <FormError message={rejection ?? form.error} />
      <button type="submit" className={buttonClass} disabled={form.saving}>
        {form.saving ? 'Sending...' : 'Send Submission'}
      </button>
    </form>
  );
}
