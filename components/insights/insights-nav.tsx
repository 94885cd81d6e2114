import { IntentLink } from '@/components/navigation/intent-link';

const LINKS = [
  { href: '/insights', label: 'Insights' },
  { href: '/directory', label: 'Directory' },
  { href: '/domains', label: 'Domains' },
  { href: '/vault', label: 'Vault' },
] as const;

/** The insights header: its own nav over the mall's sections. */
export function InsightsNav({ current }: { current?: string }) {
  return (
    <nav
      aria-label="Insights"
      className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-edge pb-4"
    >
      <IntentLink href="/insights" className="font-display text-lg tracking-widest text-neon-cyan neon-text">
        RETAILVERSE // INSIGHTS
      </IntentLink>
      <ul className="flex flex-wrap gap-4 font-mono text-sm">
        {LINKS.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              aria-current={current === link.href ? 'page' : undefined}
              className="text-dim hover:text-neon-cyan aria-[current=page]:text-neon-cyan"
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
