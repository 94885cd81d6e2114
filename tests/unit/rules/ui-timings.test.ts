import { describe, expect, it } from 'vitest';
import {
  DOMAIN_TESTER_FAKE_MS,
  PREVIEW_COLLAPSED_PX,
  PREVIEW_EXPANDED_VH,
  REQUEST_FORM_DELAY_MS,
  TOAST_MS,
  WAITLIST_DELAY_MS,
} from '../../../lib/rules/ui-timings';

describe('UI timings', () => {
  it('waitlist 1.5 s, request form 1 s, toast 3 s, tester 2 s, preview 400px / 80vh', () => {
    expect([WAITLIST_DELAY_MS, REQUEST_FORM_DELAY_MS, TOAST_MS, DOMAIN_TESTER_FAKE_MS]).toEqual([
      1500, 1000, 3000, 2000,
    ]);
    expect([PREVIEW_COLLAPSED_PX, PREVIEW_EXPANDED_VH]).toEqual([400, 80]);
  });
});
