import { twoDigits } from '@/lib/rules/two-digits';

/** Time left in a rotation, to the minute (rounded up, so it reads '0h 1m' until the cycle turns): '6d 23h 59m', '4h 05m'. */
export function formatRotationRemaining(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = twoDigits(minutes % 60);
  return days > 0 ? `${days}d ${hours}h ${mins}m` : `${hours}h ${mins}m`;
}
