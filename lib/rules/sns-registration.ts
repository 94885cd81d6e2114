/** Registering a free .sol name through the SNS registrar from the mall (docs/payments-reference.md "Registering a name"). */

/** Bytes of data the new name account gets (the SNS web app's default); the buyer pays its rent. */
export const NAME_ACCOUNT_SPACE = 1_000;

/**
 * SOL wrapped beyond the USD price at the mall's SOL price: the registrar converts at its own oracle price, and
 * whatever it does not take comes back when the wrapped-SOL account is closed in the same transaction.
 */
export const REGISTER_PRICE_MARGIN_PERCENT = 10;

/** Registrations one visitor may prepare, send or check in a minute (a check every few seconds while waiting). */
export const NAME_REGISTRATIONS_PER_MINUTE = 40;

/** How often the page asks whether a sent registration is on chain, and for how long before it stops. */
export const REGISTER_CONFIRM_POLL_MS = 2_000;
export const REGISTER_CONFIRM_TIMEOUT_MS = 90_000;

export const REGISTRATION_UNAVAILABLE = 'Registration is not available on this network.';
export const NAME_TAKEN = 'This name is already registered on chain.';
