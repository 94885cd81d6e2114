import { describe, expect, it } from 'vitest';
import { LISTINGS_DOWN, LISTINGS_OK, SYSTEM_COLORS } from '../../../lib/rules/system-status';

describe('system status', () => {
  it('is green, yellow or red; the listings check says open or degraded', () => {
    expect(SYSTEM_COLORS).toEqual(['green', 'yellow', 'red']);
    expect(LISTINGS_OK).toEqual({ system: 'green', message: 'Mall entrance open. All systems nominal.' });
    expect(LISTINGS_DOWN).toEqual({ system: 'red', message: 'Listings unavailable. System degraded.' });
  });
});
