/** Connect buttons on one page (sidebar and page body) tell each other about sign-in and sign-out. */
export const WALLET_SESSION_EVENT = 'rv:wallet-session';

export function announceWalletSession(wallet: string | null): void {
  window.dispatchEvent(new CustomEvent<string | null>(WALLET_SESSION_EVENT, { detail: wallet }));
}
