'use client';

import { InboxBell } from '@/components/inbox/inbox-bell';
import { IntentLink } from '@/components/navigation/intent-link';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/rules/storage-keys';
import { SIDEBAR_ID, Sidebar } from './sidebar';
import { SidebarIcon } from './sidebar-icon';
import { useLocalStorageItem } from './use-local-storage';
import { useMediaQuery } from './use-media-query';

interface ShellFrameProps {
  children: ReactNode;
  terminal: ReactNode;
  statusBadge: ReactNode;
  walletSlot?: ReactNode;
  /** Under the page's content, in its column: the test-mode ribbon. */
  ribbon?: ReactNode;
}

/** The client frame of the mall: sidebar state (collapsed strip, mobile drawer), top bar and content. */
export function ShellFrame({ children, terminal, statusBadge, walletSlot, ribbon }: ShellFrameProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useMediaQuery('(min-width: 768px)');
  // The collapsed strip exists on desktop only: small screens never read its stored state.
  const [storedCollapsed, setStoredCollapsed] = useLocalStorageItem(STORAGE_KEYS.sidebarCollapsed, isDesktop);
  const collapsed = storedCollapsed === '1';
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const drawerShown = drawerOpen && !isDesktop;

  const wasShownRef = useRef(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => {
    if (!drawerShown) {
      // Focus goes back to the menu button when the drawer closes.
      if (wasShownRef.current) menuButtonRef.current?.focus();
      wasShownRef.current = false;
      return;
    }
    wasShownRef.current = true;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // An open <dialog> handles its own Escape.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerShown, closeDrawer]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-panel focus:p-2 focus:text-neon-cyan"
      >
        Skip to content
      </a>
      <Sidebar
        collapsed={collapsed}
        onToggleCollapsed={() => setStoredCollapsed(collapsed ? '0' : '1')}
        drawerOpen={drawerShown}
        onCloseDrawer={closeDrawer}
        closeButtonRef={closeButtonRef}
        terminal={terminal}
        walletSlot={walletSlot}
      />
      {drawerShown ? (
        <div
          aria-hidden="true"
          onClick={closeDrawer}
          className="fixed inset-0 z-30 bg-void/70 backdrop-blur-sm md:hidden"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col" inert={drawerShown}>
        <header className="sticky top-0 z-20 flex h-12 items-center gap-3 border-b border-edge bg-void/85 px-4 backdrop-blur">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-controls={SIDEBAR_ID}
            aria-expanded={drawerShown}
            className="no-script-hidden inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded border border-edge px-3 py-1 font-mono text-sm text-ink hover:border-neon-cyan md:hidden"
          >
            <SidebarIcon name="lines" />
            Menu
          </button>
          {/* Without JavaScript the Menu button cannot open the drawer: this link does, as its target (globals.css). */}
          <a
            href={`#${SIDEBAR_ID}`}
            className="no-script-only min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded border border-edge px-3 py-1 font-mono text-sm text-ink hover:border-neon-cyan md:hidden"
          >
            <SidebarIcon name="lines" />
            Menu
          </a>
          <IntentLink
            href="/"
            className="hidden font-display text-sm font-black tracking-wider text-neon-pink sm:inline md:hidden"
          >
            RETAILVERSE
          </IntentLink>
          <div className="ml-auto flex min-w-0 items-center justify-end">
            <InboxBell />
            {statusBadge}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pb-24 pt-8 focus:outline-none">
          {children}
        </main>
        {ribbon}
      </div>
    </div>
  );
}
