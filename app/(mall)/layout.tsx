import type { ReactNode } from 'react';
import { MallShell } from '@/components/layout/mall-shell';

export default function MallLayout({ children }: { children: ReactNode }) {
  return <MallShell>{children}</MallShell>;
}
