import { MINUTE_MS } from '@/lib/rules/time';
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** '3 Jan 2030, 14:05 UTC' — formatted on the server in UTC so it never mismatches on hydration. */
export function formatUtc(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

export function formatRemaining(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
