/** The generic error panel and error boundary of docs/product.md §8. */
export const DOMAINS_ERROR_TITLE = 'Failed to Load Domains';
export const DOMAINS_ERROR_DEFAULT_TEXT = 'Unable to fetch domain data. Please check your connection and try again.';
export const DOMAINS_ERROR_FOOTNOTE = 'If this problem persists, please contact support.';
const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** docs/product.md §8: what every wallet action answers (503) while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'Database not available';

/** The /airtable-domains page (docs/product.md §2, §8). */
export const AIRTABLE_TITLE = 'Airtable Domains';
export const AIRTABLE_LOADING = 'Loading domains...';
export const AIRTABLE_ERROR_TITLE = 'Error Loading Domains';
export const AIRTABLE_RETRY_LABEL = 'Try Again';
export const AIRTABLE_EMPTY_TITLE = 'No Domains Found';

/**
 * What the error boundary's panel says: the error's message, or 'An unexpected error occurred'. A server error
 * reaches the browser with a digest and its message withheld (production), so it gets the panel's default text.
 */
export function errorBoundaryMessage(error: { message?: string | null; digest?: string | null }): string {
  if (error.digest) return DOMAINS_ERROR_DEFAULT_TEXT;
  return error.message?.trim() || UNEXPECTED_ERROR;
}
