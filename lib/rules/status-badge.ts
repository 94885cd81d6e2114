/**
 * The mall's system status (docs/product.md §4, §7): what GET /api/status.json answers, and the words of the
 * listings check (GET /api/listings), shown by the layout's badge (components/layout/system-status-state.ts).
 */
export const SYSTEM_COLORS = ['green', 'yellow', 'red'] as const;
export type SystemColor = (typeof SYSTEM_COLORS)[number];

export interface SystemStatus {
  system: SystemColor;
  message: string;
  uptime: string;
  lastDeployed: string;
}

export const LISTINGS_OK = { system: 'green', message: 'Mall entrance open. All systems nominal.' } as const;
export const LISTINGS_DOWN = { system: 'red', message: 'Listings unavailable. System degraded.' } as const;
