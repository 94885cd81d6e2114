/** The SOL price used when the price service cannot be reached (docs/product.md §7, §9). */
export const FALLBACK_SOL_PRICE_USD = 100;
export const LAMPORTS_PER_SOL = 1_000_000_000;

/** Lamports (as stored: a bigint, or its decimal text in JSON) → SOL, for display and sums. */
export const lamportsToSol = (lamports: number | string | bigint): number => Number(lamports) / LAMPORTS_PER_SOL;

const PRICE_TEXT = /^\s*(\d+(?:\.\d{1,9})?|\.\d{1,9})\s*(?:sol)?\s*$/i;

/**
 * Converts a decimal SOL amount written as text ('0.6', '12') to integer lamports without going
 * through binary floating point, so 0.6 SOL is exactly 600 000 000 lamports.
 */
export function solTextToLamports(text: string): number | null {
  const match = PRICE_TEXT.exec(text);
  if (!match?.[1]) return null;
  const [whole = '', fraction = ''] = match[1].split('.');
  const lamports = Number(whole || '0') * LAMPORTS_PER_SOL + Number(fraction.padEnd(9, '0'));
  return Number.isSafeInteger(lamports) ? lamports : null;
}

/** '5 SOL' → 5, '0.25 SOL' → 0.25, '12' → 12; 'N/A', 'TBA', negatives and anything else → null. */
export function parseSolPrice(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const lamports = solTextToLamports(text);
  return lamports === null ? null : lamportsToSol(lamports);
}

/** A SOL amount as integer lamports (rounded to the nearest lamport, which absorbs float noise). */
export function solToLamports(sol: number): number {
  if (!Number.isFinite(sol) || sol < 0) throw new RangeError(`invalid SOL amount ${sol}`);
  return Math.round(sol * LAMPORTS_PER_SOL);
}

/** 5 → '5 SOL', 0.25 → '0.25 SOL', 1.2 → '1.2 SOL' (at most `maxDecimals` decimals, trailing zeros dropped). */
export function formatSol(sol: number, maxDecimals = 4): string {
  if (!Number.isFinite(sol)) throw new RangeError(`invalid SOL amount ${sol}`);
  const fixed = sol.toFixed(maxDecimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return `${trimmed === '-0' ? '0' : trimmed} SOL`;
}

/** The price to use: the fetched one when it is a positive finite number, else the 100 USD fallback. */
export function effectiveSolPriceUsd(fetched: number | null | undefined): number {
  return typeof fetched === 'number' && Number.isFinite(fetched) && fetched > 0 ? fetched : FALLBACK_SOL_PRICE_USD;
}

/** USD value of a SOL amount, rounded to the cent; a missing or broken price uses the fallback. */
export function solToUsd(sol: number, usdPerSol?: number | null): number {
  const cents = Math.round(lamportsToSol(solToLamports(sol) * effectiveSolPriceUsd(usdPerSol) * 100));
  return cents / 100;
}

/**
 * Built on first use: a currency Intl.NumberFormat loads locale data (tens of ms on a phone), and every mall page
 * evaluates this module while it hydrates, mostly without formatting a price then.
 */
let usdFormats: { withSign: Intl.NumberFormat; digits: Intl.NumberFormat } | null = null;

/** 125 → '$125.00', 1234.5 → '$1,234.50'; `{ sign: false }` → '1,234.50', for a line that says "USD" after it. */
export function formatUsd(usd: number, { sign = true }: { sign?: boolean } = {}): string {
  usdFormats ??= {
    withSign: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
    digits: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return (sign ? usdFormats.withSign : usdFormats.digits).format(usd);
}
