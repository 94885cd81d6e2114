/** Query limits of the domain reads (docs/product.md §7, §9). */
export const PREMIUM_LIST_LIMIT = 2;
export const FLASH_RACK_LIST_LIMIT = 6;
/** Size of the static fallback set used when the backend is not configured or unreachable. */
export const FALLBACK_DOMAIN_COUNT = 3;
/** Listings shown on one page of /domains. */
export const DOMAINS_PAGE_SIZE = 24;
