/** How long a chain read (a .sol name, a wallet's names) is reused: public data (docs/payments.md). */
export const CHAIN_READ_TTL_MS = 30_000;

/** Chain lookups one visitor may ask for in a minute (a name page or a search asks one). */
export const NAME_LOOKUPS_PER_MINUTE = 60;

/** Names My names reads records for at most (each costs the RPC a few calls). */
export const MY_NAMES_SHOWN = 25;
