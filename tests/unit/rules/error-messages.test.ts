import { describe, expect, it } from 'vitest';
import {
  DOMAINS_ERROR_DEFAULT_TEXT,
  DOMAINS_ERROR_FOOTNOTE,
  DOMAINS_ERROR_TITLE,
  errorBoundaryMessage,
} from '@/lib/rules/error-messages';

describe('error boundary panel (docs/product.md §8)', () => {
  it('uses the spec copy', () => {
    expect(DOMAINS_ERROR_TITLE).toBe('Failed to Load Domains');
    expect(DOMAINS_ERROR_DEFAULT_TEXT).toBe('Unable to fetch domain data. Please check your connection and try again.');
    expect(DOMAINS_ERROR_FOOTNOTE).toBe('If this problem persists, please contact support.');
  });

  it("shows the error's message", () => {
    expect(errorBoundaryMessage(new Error('Catalogue offline'))).toBe('Catalogue offline');
  });

  it("falls back to 'An unexpected error occurred' without a message", () => {
    expect(errorBoundaryMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(errorBoundaryMessage({ message: '   ' })).toBe('An unexpected error occurred');
    expect(errorBoundaryMessage({})).toBe('An unexpected error occurred');
  });

  it('shows the default text for a server error whose message production withholds', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '12345' });
    expect(errorBoundaryMessage(error)).toBe(DOMAINS_ERROR_DEFAULT_TEXT);
  });
});
