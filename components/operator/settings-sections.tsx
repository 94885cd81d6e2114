import type { ReactNode } from 'react';
import type { SettingsPage } from '@/lib/settings';

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="panel p-4 sm:p-6">
      <h2 id={id} className="mb-3 font-display text-xl text-neon-cyan">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Secrets stay in files or the environment: only whether each is set, with its public key or last four characters. */
export function SecretList({ secrets }: { secrets: SettingsPage['secrets'] }) {
  return (
    <ul className="grid gap-1 font-mono text-sm">
      {secrets.map((secret) => (
        <li key={secret.name}>
          {secret.name}: {secret.shown ? <span className="text-neon-green">set ({secret.shown})</span> : 'not set'}
        </li>
      ))}
    </ul>
  );
}
