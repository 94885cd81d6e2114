/** A minute, an hour and a day in milliseconds: every duration of the product is written with these. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The same hour and day in seconds, for clocks and cookies counted in seconds. */
export const HOUR_SECONDS = HOUR_MS / 1000;
export const DAY_SECONDS = DAY_MS / 1000;
