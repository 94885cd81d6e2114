'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { CONTROL, LABEL } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';
import type { SettingsPage, SettingView } from '@/lib/settings';

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The mall's settings (POST /api/operator/settings, audited): a setting the environment sets is shown locked with
 * its variable's name; an emptied field goes back to its default.
 */
export function SettingsForm({ settings }: { settings: SettingView[] }) {
  const router = useRouter();
  const form = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const changed: Record<string, string | null> = {};
    for (const setting of settings) {
      if (setting.lockedBy) continue;
      const value = String(values.get(setting.key) ?? '').trim();
      if (value !== shown(setting.value)) changed[setting.key] = value === '' ? null : value;
    }
    if (Object.keys(changed).length === 0) return form.done('Nothing changed.');
    const saved = await form.submit(
      () =>
        apiRequest<SettingsPage>('/api/operator/settings', {
          method: 'POST',
          body: { action: 'update', settings: changed },
        }),
      'Saved. Every process of the mall uses it within a second.',
    );
    if (saved) router.refresh();
  }

  return (
    <form onSubmit={submit} aria-label="Settings" className="grid gap-4">
      {settings.map((setting) => (
        <label key={setting.key} className={LABEL}>
          {setting.label.toUpperCase()}
          <input
            name={setting.key}
            defaultValue={shown(setting.value)}
            disabled={Boolean(setting.lockedBy)}
            aria-describedby={setting.lockedBy ? `${setting.key}-locked` : undefined}
            className={`${CONTROL} disabled:opacity-60`}
          />
          {setting.lockedBy ? (
            <span id={`${setting.key}-locked`} className="mt-1 normal-case tracking-normal text-neon-yellow">
              🔒 Set by the environment ({setting.lockedBy})
            </span>
          ) : null}
        </label>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save settings'}
        </Button>
        <FormStatus state={form.state} testId="settings-result" />
      </div>
    </form>
  );
}
