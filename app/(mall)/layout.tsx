import type { ReactNode } from 'react';
import { MallShell } from '@/components/layout/mall-shell';
import { ConnectButton } from '@/components/wallet/connect-button';

export default function MallLayout({ children }: { children: ReactNode }) {
  return <MallShell walletSlot={<ConnectButton />}>{children}</MallShell>;
}
