/** How the layout's system-status badge updates (docs/product.md §4, §7). */
import { twoDigits } from '@/lib/rules/rotation';
import {
  LISTINGS_DOWN,
  LISTINGS_OK,
  SYSTEM_COLORS,
  type SystemColor,
  type SystemStatus,
} from '@/lib/rules/system-status';

/** Whether the listings health check has answered: once it has, it decides the colour and message. */
type ListingsHealth = 'pending' | 'ok' | 'down';

export interface SystemStatusState extends SystemStatus {
  listings: ListingsHealth;
}

export const INITIAL_SYSTEM_STATUS: SystemStatusState = {
  system: 'yellow',
  message: 'Checking systems...',
  uptime: '--',
  lastDeployed: 'Loading...',
  listings: 'pending',
};

/** The icon shown with the red state. */
const STATUS_FIRE_ICON = '🔥';

export type StatusEvent =
  { type: 'status-file'; data: unknown } | { type: 'listings-ok' } | { type: 'listings-failed' };

function isSystemColor(value: unknown): value is SystemColor {
  return typeof value === 'string' && (SYSTEM_COLORS as readonly string[]).includes(value);
}

/**
 * The badge reducer. The status file merges its valid fields (unknown fields and wrong types are ignored);
 * its system and message apply only until the listings check answers, so a late status file cannot
 * paint a failed mall green. The listings result sets green (OK) or red (non-OK or network failure).
 */
export function mergeStatus(state: SystemStatusState, event: StatusEvent): SystemStatusState {
  switch (event.type) {
    case 'listings-ok':
      return { ...state, ...LISTINGS_OK, listings: 'ok' };
    case 'listings-failed':
      return { ...state, ...LISTINGS_DOWN, listings: 'down' };
    case 'status-file': {
      if (typeof event.data !== 'object' || event.data === null) return state;
      const data = event.data as Record<string, unknown>;
      const next = { ...state };
      if (typeof data.uptime === 'string') next.uptime = data.uptime;
      if (typeof data.lastDeployed === 'string') next.lastDeployed = data.lastDeployed;
      if (state.listings === 'pending') {
        if (isSystemColor(data.system)) next.system = data.system;
        if (typeof data.message === 'string') next.message = data.message;
      }
      return next;
    }
  }
}

/** The icon for a colour: the fire icon when red, none otherwise. */
export function statusIcon(system: SystemColor): string | null {
  return system === 'red' ? STATUS_FIRE_ICON : null;
}

/**
 * The badge's "last deploy" as a local date-time (YYYY-MM-DD HH:MM), or the value itself when it is not a date
 * ('Loading...'). Written by hand: the first Intl call of a page loads locale data and blocks the main thread.
 */
export function formatLocalDateTime(value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  const date = `${time.getFullYear()}-${twoDigits(time.getMonth() + 1)}-${twoDigits(time.getDate())}`;
  return `${date} ${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}`;
}
