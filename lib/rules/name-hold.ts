/** A name held by an open order, as every page that sells it shows it (docs/product.md "Holds"). */

/** 'mm:ss' until `untilMs`, never below 00:00 (minutes past 99 stay whole: '120:00'). */
function holdCountdown(untilMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

/** The note beside a held name's Buy, which stays off until the hold ends. */
export const nameOnHold = (untilMs: number, nowMs: number): string =>
  `On hold — back in ${holdCountdown(untilMs, nowMs)}`;

/** Names held at once the holds read answers at most (a page needs only its own; the open orders are few). */
export const NAME_HOLDS_LIMIT = 1000;
