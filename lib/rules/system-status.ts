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
/** The payment watch has failed this many scans in a row: /api/status.json and the console say payments are delayed. */
export const SCAN_FAILING_AFTER = 3;
export const PAYMENTS_DELAYED = {
  system: 'yellow',
  message: 'Payments are delayed: the mall cannot read the Solana network right now. Nothing is lost.',
} as const;
export const LISTINGS_DOWN = { system: 'red', message: 'Listings unavailable. System degraded.' } as const;
