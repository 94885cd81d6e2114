/** The simulated purchase ticker: 8 entries shown in a cycle (docs/product.md §3, §4). */
export interface TickerEntry {
  domain: string;
  price: string;
  flair: string;
}

export const TICKER_ENTRIES: readonly TickerEntry[] = [
  { domain: 'jpegdealer.sol', price: '12 SOL', flair: 'Mythic pulled from the vault 🔥' },
  { domain: 'dustwallet.sol', price: '0.25 SOL', flair: 'Scav Rack snag' },
  { domain: 'commandhub.sol', price: '8.5 SOL', flair: 'Premium Wing lock-in' },
  { domain: 'rngshrine.sol', price: '0.19 SOL', flair: 'Slot machine mercy' },
  { domain: 'fudscience.sol', price: '10 SOL', flair: 'Lab coat included 🧪' },
  { domain: 'jumpsetradio.sol', price: '5.5 SOL', flair: 'Now broadcasting' },
  { domain: 'alphatracker.sol', price: '0.69 SOL', flair: 'Blueprint secured' },
  { domain: 'lurkerlife.sol', price: '12 SOL', flair: 'Someone finally stopped lurking 👀' },
];
