import { describe, expect, it } from 'vitest';
import {
  INITIAL_SYSTEM_STATUS,
  formatLocalDateTime,
  mergeStatus,
  statusIcon,
} from '@/components/layout/system-status-state';

describe('system status badge', () => {
  it("starts yellow 'Checking systems...' with uptime '--' and 'Loading...'", () => {
    expect(INITIAL_SYSTEM_STATUS).toEqual({
      system: 'yellow',
      message: 'Checking systems...',
      uptime: '--',
      lastDeployed: 'Loading...',
      listings: 'pending',
    });
  });

  it('turns green or red on the listings call', () => {
    const ok = mergeStatus(INITIAL_SYSTEM_STATUS, { type: 'listings-ok' });
    expect([ok.system, ok.message]).toEqual(['green', 'Mall entrance open. All systems nominal.']);
    const down = mergeStatus(ok, { type: 'listings-failed' });
    expect([down.system, down.message]).toEqual(['red', 'Listings unavailable. System degraded.']);
    expect(statusIcon(down.system)).toBe('🔥');
    expect(statusIcon(ok.system)).toBeNull();
  });

  it('merges the status file fields and ignores wrong types', () => {
    const merged = mergeStatus(INITIAL_SYSTEM_STATUS, {
      type: 'status-file',
      data: { system: 'green', message: 'All good', uptime: '99.9%', lastDeployed: '2025-03-01T10:00:00Z', extra: 1 },
    });
    expect(merged).toEqual({
      system: 'green',
      message: 'All good',
      uptime: '99.9%',
      lastDeployed: '2025-03-01T10:00:00Z',
      listings: 'pending',
    });
    const bad = mergeStatus(INITIAL_SYSTEM_STATUS, { type: 'status-file', data: { system: 'purple', uptime: 5 } });
    expect(bad).toEqual(INITIAL_SYSTEM_STATUS);
    expect(mergeStatus(INITIAL_SYSTEM_STATUS, { type: 'status-file', data: null })).toBe(INITIAL_SYSTEM_STATUS);
  });

  it('does not let a late status file repaint a failed listings check', () => {
    const down = mergeStatus(INITIAL_SYSTEM_STATUS, { type: 'listings-failed' });
    const late = mergeStatus(down, { type: 'status-file', data: { system: 'green', message: 'fine', uptime: '12d' } });
    expect(late.system).toBe('red');
    expect(late.message).toBe('Listings unavailable. System degraded.');
    expect(late.uptime).toBe('12d');
  });

  it('shows the last deploy as a local date-time, and anything that is not a date as it is', () => {
    const deployed = new Date(2025, 2, 1, 9, 5);
    expect(formatLocalDateTime(deployed.toISOString())).toBe('2025-03-01 09:05');
    expect(formatLocalDateTime('Loading...')).toBe('Loading...');
  });
});
