import { describe, expect, it } from 'vitest';
import { domainStatusLabel } from '../../../lib/rules/status-label';

describe('domainStatusLabel', () => {
  it('capitalises each word of a status for display', () => {
    expect(domainStatusLabel('coming-soon')).toBe('Coming Soon');
    expect(domainStatusLabel('not_for_sale')).toBe('Not For Sale');
    expect(domainStatusLabel('available')).toBe('Available');
  });
});
