'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { UPGRADE_SUBMITTING_LABEL, UPGRADE_TOAST_TEXT } from '@/lib/rules/upgrade';
import { REQUEST_FORM_DELAY_MS, requireDomainName, TOAST_MS } from '@/lib/rules/validation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const labelClass = 'mt-4 block font-mono text-sm text-dim';
const fieldClass = 'mt-1 w-full rounded border border-edge bg-void px-3 py-2 text-ink placeholder:text-dim/70';
type Toast = { tone: 'ok' | 'error'; text: string } | null;

/** The deployment request: domain required, description and a way to reach the requester optional; 'Submitting...' for 1 s, then a 3 s toast. */
export function DeploymentForm() {
  const [domain, setDomain] = useState('');
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [toast, setToast] = useState<Toast>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = requireDomainName(domain);
    setError(invalid);
    if (invalid) return;
    setToast(null);
    setSubmitting(true);
    const [answer] = await Promise.all([
      apiRequest('/api/upgrade-requests', {
        method: 'POST',
        body: {
          domain: domain.trim(),
          description: description.trim() || undefined,
          contact: contact.trim() || undefined,
        },
      }),
      sleep(REQUEST_FORM_DELAY_MS),
    ]);
    setSubmitting(false);
    if (answer.ok) {
      setDomain('');
      setDescription('');
      setContact('');
      setToast({ tone: 'ok', text: UPGRADE_TOAST_TEXT });
    } else setToast({ tone: 'error', text: answer.message ?? 'The request could not be sent. Try again.' });
  };

  return (
    <form onSubmit={submit} noValidate className="panel p-6">
      <h2 className="font-display text-2xl text-ink">Deployment Request</h2>
      <p className="mt-1 text-sm text-dim">Tell the Fixer what to build on your domain.</p>
      <label htmlFor="deploy-domain" className={labelClass}>
        Domain name (required)
      </label>
      <input
        id="deploy-domain"
        value={domain}
        onChange={(event) => setDomain(event.target.value)}
        placeholder="yourname.sol"
        aria-invalid={error !== null}
        aria-describedby={error ? 'deploy-domain-error' : undefined}
        className={fieldClass}
      />
      {error ? (
        <p id="deploy-domain-error" role="alert" className="mt-2 text-sm text-neon-red">
          {error}
        </p>
      ) : null}
      <label htmlFor="deploy-description" className={labelClass}>
        What should we build? (optional)
      </label>
      <textarea
        id="deploy-description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        rows={4}
        className={fieldClass}
      />
      <label htmlFor="deploy-contact" className={labelClass}>
        How can the Fixer reach you? (optional)
      </label>
      <input
        id="deploy-contact"
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        maxLength={200}
        autoComplete="email"
        placeholder="e-mail, X handle or Telegram"
        className={fieldClass}
      />
      <button
        type="submit"
        disabled={submitting}
        className="mt-4 rounded bg-neon-cyan px-5 py-2 font-mono font-bold text-void hover:bg-neon-cyan/80 disabled:opacity-60"
      >
        {submitting ? UPGRADE_SUBMITTING_LABEL : 'Submit Request'}
      </button>
      <div aria-live="polite" className="fixed bottom-4 right-4 z-40">
        {toast ? (
          <p
            data-testid="upgrade-toast"
            className={`rounded-lg border bg-panel-2 px-4 py-3 font-mono text-sm shadow-lg ${toast.tone === 'ok' ? 'border-neon-green text-neon-green' : 'border-neon-red text-neon-red'}`}
          >
            {toast.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
