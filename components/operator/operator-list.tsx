'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { OperatorEntry } from '@/lib/auth/operators';
import { LABEL } from '@/components/ui/field';

const ROLE_LABELS: Record<OperatorEntry['role'], string> = {
  owner: 'owner',
  operator: 'operator',
  environment: 'set by the environment (OPERATOR_WALLETS)',
};

/** Who may open the console; the owner adds and removes operators (POST /api/operator/operators, audited). */
export function OperatorList({ operators, owner }: { operators: OperatorEntry[]; owner: boolean }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);

  async function send(body: { action: 'add' | 'remove'; wallet: string }) {
    const result = await apiRequest('/api/operator/operators', { method: 'POST', body });
    setMessage(result.ok ? null : failureMessage(result));
    if (result.ok) router.refresh();
    return result.ok;
  }
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const wallet = String(new FormData(form).get('wallet') ?? '').trim();
    if (await send({ action: 'add', wallet })) form.reset();
  }

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 font-mono text-sm" data-testid="operator-list">
        {operators.map((entry) => (
          <li key={entry.wallet} className="flex flex-wrap items-center gap-3">
            <span className="break-all text-ink">{entry.wallet}</span>
            <span className="text-dim">{ROLE_LABELS[entry.role]}</span>
            {owner && entry.role === 'operator' ? (
              <button
                type="button"
                onClick={() => void send({ action: 'remove', wallet: entry.wallet })}
                className="rounded border border-edge px-2 py-1 text-xs text-dim hover:border-neon-pink hover:text-neon-pink"
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {owner ? (
        <form onSubmit={add} aria-label="Add an operator" className="flex flex-wrap items-end gap-3">
          <label className={LABEL}>
            OPERATOR WALLET
            <input
              name="wallet"
              required
              className="mt-1 w-96 max-w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white"
            />
          </label>
          <button
            type="submit"
            className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
          >
            Add operator
          </button>
        </form>
      ) : null}
      {message ? (
        <p role="alert" className="font-mono text-sm text-neon-pink">
          {message}
        </p>
      ) : null}
    </div>
  );
}
