'use client';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { MERCH_CONFIRMATION, MERCH_CONFIRMATION_PING, MERCH_SIZES } from '@/lib/rules/community';
import { buttonClass, FormError, inputClass, labelClass } from './form-parts';
import { readDossier, WalletAddressField } from './merch-dossier-fields';

/**
 * The dossier form: browser validation first, then the file is sealed on the server (one per e-mail; a second one
 * is refused unless its wallet is signed in, and the refusal shows above the button).
 */
export function MerchDossierForm() {
  const form = useFormState();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = readDossier(event.currentTarget);
    await form.submit(() => apiRequest('/api/merch-waitlist', { method: 'POST', body }));
  }

  if (form.state.kind === 'done') {
    return (
      <section role="status" className="rounded-xl border border-neon-green bg-panel p-8 text-center">
        <p aria-hidden="true" className="text-4xl">
          🗂️
        </p>
        <p className="mt-3 font-display text-xl text-neon-green">{MERCH_CONFIRMATION}</p>
        <p className="mt-2 font-mono text-sm text-dim">{MERCH_CONFIRMATION_PING}</p>
      </section>
    );
  }

  const sending = form.saving;
  return (
    <form
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-edge bg-panel p-6"
      aria-describedby="dossier-note"
    >
      <p id="dossier-note" className="font-mono text-xs text-dim">
        Fields marked * are required.
      </p>
      <WalletAddressField />
      <div>
        <label htmlFor="email" className={labelClass}>
          Email *
        </label>
        <input
          id="email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className={inputClass}
          placeholder="agent@example.com"
        />
      </div>
      <div>
        <label htmlFor="size" className={labelClass}>
          Preferred size
        </label>
        <select id="size" name="size" className={inputClass} defaultValue="">
          <option value="">Select a size</option>
          {MERCH_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="memeText" className={labelClass}>
          Meme text for your hoodie (optional)
        </label>
        <input
          id="memeText"
          name="memeText"
          type="text"
          maxLength={140}
          className={inputClass}
          placeholder="wagmi (probably)"
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Current domain holder?</legend>
        <div className="flex gap-6 font-mono text-sm text-ink">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="domainHolder" value={value} className="accent-neon-cyan" />
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={form.error} />
      <button type="submit" className={buttonClass} disabled={sending}>
        {sending ? 'Sealing file...' : 'Seal My Dossier'}
      </button>
    </form>
  );
}
