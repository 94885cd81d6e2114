'use client';

import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/navigation/intent-link';
import { SidebarIcon } from './sidebar-icon';
import { SIDEBAR_ITEMS, isCurrentPath } from './sidebar-links';

const itemClass =
  'flex w-full items-center gap-3 rounded px-3 py-2 font-mono text-sm text-dim transition-colors hover:bg-panel-2 hover:text-ink aria-[current=page]:bg-neon-cyan/10 aria-[current=page]:text-neon-cyan';

/**
 * The mall's sections, the current one marked: links (following one closes the drawer) and the Pricing dialog's
 * button. Collapsed, only the icons show, each with its label as a tooltip.
 */
export function SidebarNav({
  collapsed,
  onNavigate,
  onOpenPricing,
}: {
  collapsed: boolean;
  onNavigate: () => void;
  onOpenPricing: () => void;
}) {
  const pathname = usePathname();
  const label = collapsed ? 'md:sr-only' : '';
  const itemLook = `${itemClass} ${collapsed ? 'md:justify-center md:px-0' : ''}`;

  return (
    <nav aria-label="Mall sections">
      <ul className="grid gap-1">
        {SIDEBAR_ITEMS.map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? (
              <IntentLink
                href={item.href}
                aria-current={isCurrentPath(pathname, item.href) ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
                className={itemLook}
              >
                <span className="flex w-5 justify-center">
                  <SidebarIcon name={item.icon} />
                </span>
                <span className={label}>{item.label}</span>
              </IntentLink>
            ) : (
              <button
                type="button"
                aria-haspopup="dialog"
                title={collapsed ? item.label : undefined}
                onClick={onOpenPricing}
                className={itemLook}
              >
                <span className="flex w-5 justify-center">
                  <SidebarIcon name={item.icon} />
                </span>
                <span className={label}>{item.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
