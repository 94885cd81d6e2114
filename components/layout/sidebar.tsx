'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/navigation/intent-link';
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { CatalogueSearch } from '@/components/navigation/catalogue-search';
import { FilterToggles } from './filter-toggles';
import { SidebarNav } from './sidebar-nav';

// The modals mount (and their code loads) only when opened.
const PricingModal = dynamic(() => import('./pricing-modal').then((m) => m.PricingModal), { ssr: false });
const AccessTiersModal = dynamic(() => import('./access-tiers-modal').then((m) => m.AccessTiersModal), { ssr: false });

export const SIDEBAR_ID = 'mall-sidebar';

export interface SidebarProps {
  /** Desktop only: the narrow icon strip. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Small screens only: the slide-out drawer is open. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  /** The mini terminal (rendered by the server with the mythic list). */
  terminal: ReactNode;
  /** Where the wallet Connect button goes (see MallShell's walletSlot). */
  walletSlot?: ReactNode;
}

export function Sidebar(props: SidebarProps) {
  const { collapsed, onToggleCollapsed, drawerOpen, onCloseDrawer, closeButtonRef, terminal, walletSlot } = props;
  const [openModal, setOpenModal] = useState<'pricing' | 'access' | null>(null);
  const closeModal = useCallback(() => setOpenModal(null), []);
  const label = collapsed ? 'md:sr-only' : '';
  const wide = collapsed ? 'md:hidden' : '';

  return (
    <>
      <aside
        id={SIDEBAR_ID}
        aria-label="Mall sidebar"
        className={`fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col gap-5 overflow-y-auto border-r border-edge bg-panel px-3 py-4 duration-200 md:sticky md:top-0 md:z-auto md:h-dvh md:max-w-none md:translate-x-0 md:visible ${
          // Visible at once when opening (so focus can move in), hidden only after the slide when closing.
          drawerOpen
            ? 'visible translate-x-0 transition-transform'
            : 'invisible -translate-x-full transition-[transform,visibility,content-visibility] transition-discrete max-md:[content-visibility:hidden]'
        } ${collapsed ? 'md:w-16 md:px-2' : 'md:w-64'}`}
      >
        <div className={`flex items-center justify-between gap-2 ${collapsed ? 'md:flex-col' : ''}`}>
          <IntentLink href="/" className="font-display text-lg font-black tracking-wider text-neon-pink neon-text">
            <span aria-hidden="true" className={collapsed ? 'hidden md:inline' : 'hidden'}>
              RV
            </span>
            <span className={label}>RETAILVERSE</span>
          </IntentLink>
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="hidden rounded border border-edge px-2 py-1 font-mono text-xs text-dim hover:text-ink md:block"
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
            <span className="sr-only">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
          </button>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onCloseDrawer}
            className="rounded border border-edge px-2 py-1 font-mono text-xs text-dim hover:text-ink md:hidden"
          >
            Close menu
          </button>
        </div>

        <CatalogueSearch className={wide} />

        <SidebarNav collapsed={collapsed} onNavigate={onCloseDrawer} onOpenPricing={() => setOpenModal('pricing')} />

        <div className={`grid gap-5 ${wide}`}>
          <div id="sidebar-wallet-slot" data-slot="wallet">
            {walletSlot}
          </div>
          <FilterToggles onNavigate={onCloseDrawer} />
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpenModal('access')}
            className="rounded border border-neon-purple/60 px-3 py-2 text-left font-mono text-sm text-neon-purple hover:bg-neon-purple/10"
          >
            Access Tiers
          </button>
          {terminal}
        </div>
      </aside>
      {openModal === 'pricing' ? <PricingModal open onClose={closeModal} /> : null}
      {openModal === 'access' ? <AccessTiersModal open onClose={closeModal} /> : null}
    </>
  );
}
