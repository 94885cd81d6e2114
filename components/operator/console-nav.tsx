'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const CONSOLE_LINKS = [
  { href: '/operator', label: 'Dashboard' },
  { href: '/operator/orders', label: 'Orders' },
  { href: '/operator/offers', label: 'Offers' },
  { href: '/operator/catalog', label: 'Catalogue' },
  { href: '/operator/tickets', label: 'Tickets' },
  { href: '/operator/community', label: 'Community' },
  { href: '/operator/poll', label: 'Poll' },
  { href: '/operator/feedback', label: 'Feedback' },
  { href: '/operator/settings', label: 'Settings' },
  { href: '/operator/audit', label: 'Audit log' },
  { href: '/operator/health', label: 'Health' },
] as const;

const isCurrent = (pathname: string, href: string) =>
  href === '/operator' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

/** The console's sections; the current one is marked for screen readers (aria-current) and by colour. */
export function ConsoleNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console" className="overflow-x-auto">
      <ul className="flex gap-1 font-mono text-sm sm:flex-col">
        {CONSOLE_LINKS.map(({ href, label }) => {
          const current = isCurrent(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`block whitespace-nowrap rounded border px-3 py-2 ${
                  current
                    ? 'border-neon-cyan text-neon-cyan'
                    : 'border-transparent text-dim hover:border-edge hover:text-neon-cyan'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
