'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { SettingsPage, SettingView } from '@/lib/settings';

type State = { kind: 'idle' | 'saving' } | { kind: 'done' | 'error'; message: string };

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The mall's settings (POST /api/operator/settings, audited): a setting the environment sets is shown locked with
 * its variable's name; an emptied field goes back to its default.
 */
export function SettingsForm({ settings }: { settings: SettingView[] }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changed: Record<string, string | null> = {};
    for (const setting of settings) {
      if (setting.lockedBy) continue;
      const value = String(form.get(setting.key) ?? '').trim();
      if (value !== shown(setting.value)) changed[setting.key] = value === '' ? null : value;
    }
    if (Object.keys(changed).length === 0) return setState({ kind: 'done', message: 'Nothing changed.' });
    setState({ kind: 'saving' });
    const result = await apiRequest<SettingsPage>('/api/operator/settings', {
      method: 'POST',
      body: { action: 'update', settings: changed },
    });
    if (!result.ok) return setState({ kind: 'error', message: failureMessage(result) });
    setState({ kind: 'done', message: 'Saved. Every process of the mall uses it within a second.' });
    router.refresh();
  }

  return (
    <form onSubmit={submit} aria-label="Settings" className="grid gap-4">
      {settings.map((setting) => (
        <label key={setting.key} className="flex flex-col font-mono text-xs tracking-widest text-dim">
          {setting.label.toUpperCase()}
          <input
            name={setting.key}
            defaultValue={shown(setting.value)}
            disabled={Boolean(setting.lockedBy)}
            aria-describedby={setting.lockedBy ? `${setting.key}-locked` : undefined}
            className="mt-1 rounded border border-edge bg-transparent px-3 py-2 text-sm text-white disabled:opacity-60"
          />
          {setting.lockedBy ? (
            <span id={`${setting.key}-locked`} className="mt-1 normal-case tracking-normal text-neon-yellow">
              🔒 Set by the environment ({setting.lockedBy})
            </span>
          ) : null}
        </label>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={state.kind === 'saving'}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10 disabled:opacity-60"
        >
          {state.kind === 'saving' ? 'Saving…' : 'Save settings'}
        </button>
        <p role="status" aria-live="polite" className="font-mono text-sm" data-testid="settings-result">
          {state.kind === 'done' ? <span className="text-neon-green">{state.message}</span> : null}
          {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
        </p>
      </div>
    </form>
  );
}
