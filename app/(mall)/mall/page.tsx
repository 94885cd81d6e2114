import type { Metadata } from 'next';
import { MallGate, type MallAccess } from '@/components/mall/mall-gate';
import { MallInterior } from '@/components/mall/mall-interior';
import { readMallFloor } from '@/components/mall/read-mall-floor';
import { currentLocalDayPass, currentWallet } from '@/lib/auth';
import { readMallAccess } from '@/lib/tickets';
import { DAY_PASS_HOURS } from '@/lib/rules/tickets';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'The Mall',
  description: `The members’ floor of the Retailverse, open to wallets with mall access or a ${DAY_PASS_HOURS}-hour day pass.`,
  robots: { index: false },
};

export default async function MallPage() {
  const wallet = await currentWallet();
  const check = await readMallAccess(wallet, new Date(), wallet ? await currentLocalDayPass(wallet) : null);
  const access: MallAccess = !wallet
    ? { status: 'signed-out' }
    : check.reason
      ? { status: 'granted', wallet, reason: check.reason }
      : { status: 'denied', wallet };
  if (access.status !== 'granted') return <MallGate access={access} />;
  return <MallInterior floor={await readMallFloor(access.wallet, check)} />;
}
