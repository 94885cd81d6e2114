const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'January 15, 2025' */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
/** 'Jan 15, 2025' */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
/** '2025-01-15' for <time dateTime>. */
export const isoDay = (iso: string) => iso.slice(0, 10);
