// JSON as a Solana node writes it: a u64 (lamports, balances, fees) is a bare JSON integer with every digit, so
// 18446744073709551615 reaches the client as that literal, not as a rounded double. The stand-in keeps such numbers
// as bigints and writes them with `stringifyExact`; a client that parses JSON into doubles (web3.js 1.x) loses the
// low digits the way it does against a real node, one that parses big integers (@solana/kit) gets them exactly.

/** Marks a bigint inside the JSON text long enough to unquote it; no Solana answer carries a string like it. */
const MARK = '\u0000u64:';
const MARKED = new RegExp(`"${MARK.replace('\u0000', '\\\\u0000')}(-?\\d+)"`, 'g');

/**
 * JSON.stringify, with every bigint written as an exact integer literal.
 * @param {unknown} value
 * @returns {string}
 */
export function stringifyExact(value) {
  const text = JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${MARK}${item}` : item));
  return text.replace(MARKED, '$1');
}
