'use client';
import { formatCountdown } from '@/lib/rules/rotation';
import { useNow } from './use-now';

/** Time left until `expiresAt(now)`, re-rendered on its own every second ('--:--:--' until mounted). */
export function Countdown({ expiresAt }: { expiresAt: (now: Date) => Date }) {
  const now = useNow();
  return <>{now === null ? '--:--:--' : formatCountdown(expiresAt(new Date(now)).getTime() - now)}</>;
}
