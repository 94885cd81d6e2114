'use client';
import { useState } from 'react';
import { apiRequest } from '@/components/api/client';
import { buttonClass, FormError, inputClass, labelClass } from '@/components/community/form-parts';
import { useFormState } from '@/components/ui/use-form-state';
import type { DomainTestAnswer, DomainTestResult } from '@/lib/community/domain-tester';
import { checkNameSafety, DOMAIN_TESTER_HINT } from '@/lib/rules/name-safety';
import { canStartDomainTest } from '@/lib/rules/validation';
import { DomainTestResultPanel } from './domain-test-result';

/** Type a name, test it on the server: normalised, vetted, SNS key, registration and catalogue status. */
export function DomainTester() {
  const [name, setName] = useState('');
  const [result, setResult] = useState<DomainTestResult | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const form = useFormState();
  const testing = form.saving;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canStartDomainTest(name, testing)) return;
    setResult(null);
    // The server checks again; vetting here first answers at once and keeps look-alikes off the wire.
    const safety = checkNameSafety(name);
    setRejection(safety.ok ? null : safety.reason);
    if (!safety.ok) return;
    const payload = await form.submit(() =>
      apiRequest<DomainTestAnswer>('/api/domain-tester', { method: 'POST', body: { name } }),
    );
    if (payload) setResult(payload.data);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="rounded-xl border border-edge bg-panel p-6" aria-busy={testing}>
        <label htmlFor="domain-name" className={labelClass}>
          Domain name
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id="domain-name"
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={80}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="jpegdealer.sol"
            className={inputClass}
          />
          <button type="submit" className={`${buttonClass} shrink-0`} disabled={!canStartDomainTest(name, testing)}>
            {testing ? 'Testing...' : 'Test Domain'}
          </button>
        </div>
        <p className="mt-2 font-mono text-xs text-dim">{DOMAIN_TESTER_HINT}</p>
      </form>
      <FormError message={rejection ?? form.error} />
      {result ? <DomainTestResultPanel result={result} /> : null}
    </div>
  );
}
