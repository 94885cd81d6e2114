import type { ReactNode } from 'react';
import { MiniTerminal } from '../terminal/mini-terminal';
import { DeferredIslands } from './deferred-islands';
import { MallModeRibbon } from './mall-mode-ribbon';
import { ShellFrame } from './shell-frame';
import { StatusBadge } from './status-badge';

export interface MallShellProps {
  children: ReactNode;
  /**
   * The wallet Connect button, rendered in the sidebar under the links (in `#sidebar-wallet-slot`), hidden
   * while the sidebar is collapsed to its icon strip. Pass a client component from app/(mall)/layout.tsx.
   */
  walletSlot?: ReactNode;
}

/** The shared layout of docs/product.md §2: sidebar with mini terminal, status badge, chat bot, purchase ticker. */
export function MallShell({ children, walletSlot }: MallShellProps) {
  return (
    <>
      <ShellFrame
        walletSlot={walletSlot}
        statusBadge={<StatusBadge />}
        terminal={<MiniTerminal />}
        ribbon={<MallModeRibbon />}
      >
        {children}
      </ShellFrame>
      <DeferredIslands />
    </>
  );
}
