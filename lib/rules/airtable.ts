/** The /airtable-domains page (docs/product.md §2, §8). */
export const AIRTABLE_TITLE = 'Airtable Domains';
export const AIRTABLE_LOADING = 'Loading domains...';
export const AIRTABLE_ERROR_TITLE = 'Error Loading Domains';
export const AIRTABLE_RETRY_LABEL = 'Try Again';
export const AIRTABLE_EMPTY_TITLE = 'No Domains Found';
