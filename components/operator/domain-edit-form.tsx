'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, type LoreRecord } from '@/lib/catalog/types';

export interface EditableDomain {
  name: string;
  price: string;
  status: string;
  category: string;
  listed: boolean;
  featured: boolean;
  lore: LoreRecord | null;
}

const field = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';
const label = 'flex flex-col font-mono text-xs tracking-widest text-dim';

/** One name's editable fields; the server validates and answers the field at fault. */
export function DomainEditForm({ domain }: { domain: EditableDomain }) {
  const router = useRouter();
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const loreText = String(form.get('lore') ?? '').trim();
    let lore: unknown = null;
    if (loreText) {
      try {
        lore = JSON.parse(loreText);
      } catch {
        setState({ kind: 'error', message: 'Lore: not valid JSON (leave it empty for the default lore).' });
        return;
      }
    }
    const entered: Omit<EditableDomain, 'name'> = {
      price: String(form.get('price') ?? '').trim(),
      status: String(form.get('status')),
      category: String(form.get('category')),
      listed: form.get('listed') === 'on',
      featured: form.get('featured') === 'on',
      lore: lore as LoreRecord | null,
    };
    // Only what changed is sent, so the audit log shows exactly what this save changed.
    const changes = Object.fromEntries(
      Object.entries(entered).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(domain[key as keyof EditableDomain]),
      ),
    );
    if (Object.keys(changes).length === 0) {
      setState({ kind: 'error', message: 'Nothing changed.' });
      return;
    }
    setState({ kind: 'saving' });
    const result = await apiRequest(`/api/operator/catalog/domains/${encodeURIComponent(domain.name)}`, {
      method: 'PATCH',
      body: form.get('override') === 'on' ? { ...changes, override: true } : changes,
    });
    if (!result.ok) {
      setState({ kind: 'error', message: failureMessage(result) });
      return;
    }
    setState({ kind: 'saved' });
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4 rounded-lg border border-edge bg-panel p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <label className={label}>
          PRICE
          <input name="price" defaultValue={domain.price} required className={field} aria-describedby="price-help" />
          <span id="price-help" className="mt-1 normal-case tracking-normal">
            e.g. 5 SOL, N/A or TBA
          </span>
        </label>
        <label className={label}>
          STATUS
          <select name="status" defaultValue={domain.status} className={field}>
            {DOMAIN_STATUSES.map((s) => (
              <option key={s} value={s} className="bg-panel">
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          CATEGORY
          <select name="category" defaultValue={domain.category} className={field}>
            {DOMAIN_CATEGORIES.map((c) => (
              <option key={c} value={c} className="bg-panel">
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-6 font-mono text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="listed" defaultChecked={domain.listed} /> Listed
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="featured" defaultChecked={domain.featured} /> Featured
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="override" /> Override its sale (change status, price or listing although an order
          holds or sold it)
        </label>
      </div>
      <label className={label}>
        LORE (JSON; EMPTY = THE DEFAULT LORE)
        <textarea
          name="lore"
          rows={10}
          defaultValue={domain.lore ? JSON.stringify(domain.lore, null, 2) : ''}
          className={`${field} font-mono`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={state.kind === 'saving'}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
        >
          {state.kind === 'saving' ? 'Saving…' : 'Save'}
        </button>
        <p role="status" aria-live="polite" className="font-mono text-sm">
          {state.kind === 'saved' ? <span className="text-neon-green">Saved.</span> : null}
          {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
        </p>
      </div>
    </form>
  );
}
