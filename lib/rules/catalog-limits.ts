/** Size of the static fallback set used when the backend is not configured or unreachable. */
import { DAY_MS } from './time';
export const FALLBACK_DOMAIN_COUNT = 3;
/** Listings shown on one page of /domains. */
export const DOMAINS_PAGE_SIZE = 24;
/** Names any one catalogue read returns at most, whatever the caller asks: no page reads the whole catalogue. */
export const CATALOG_READ_MAX = 500;
/** GET /api/domains answers pages: 24 rows unless asked, never more than 100. */
export const API_PAGE_DEFAULT = 24;
export const API_PAGE_MAX = 100;
/** The read size when a caller does not say. */
export const CATALOG_READ_DEFAULT = 100;
/** /domains pages reach this far; past it a narrower search or filter finds a name (each page stays an indexed read). */
export const DOMAINS_MAX_PAGE = 2000;
/** Per floor of the mall map (/directory). */
export const DIRECTORY_FLOOR_LIMIT = 60;
/** Names on the Scav Rack at once. */
export const SCAV_RACK_LIMIT = 60;
/** The listings health check counts this far. */
export const LISTINGS_COUNT_CAP = 100_000;
/** Rows a streaming import sends per request. */
export const IMPORT_BATCH_MAX_ROWS = 5000;
/**
 * An import adding at least this many names, and more than the catalogue holds, drops the catalogue's indexes (all
 * but the unique ones) before its write and builds them again after it, rather than updating them row by row.
 */
export const IMPORT_INDEX_REBUILD_MIN_ROWS = 100_000;
/** An import left open this long is dropped with its staged rows. */
export const IMPORT_STALE_MS = DAY_MS;
/** Changed names one audit entry of an import holds; a larger import writes one entry per this many names. */
export const AUDIT_NAMES_PER_ENTRY = 1000;
/** Rows an import's answer lists as kept for a sale; the answer also says how many there were in all. */
export const IMPORT_REPORT_PROTECTED_MAX = 1000;

/** Name-page view beacons one network address may send a minute (docs/operators.md "Dashboard"). */
export const NAME_VIEWS_PER_IP_PER_MINUTE = 120;

/** Names per page of /airtable-domains (the feed's largest page). */
export const AIRTABLE_PAGE_SIZE = 100;
