import { IntentLink } from '@/components/navigation/intent-link';
import type { AccessReason } from '@/lib/rules/access';
import { countOf } from '@/lib/rules/labels';
import { DAY_PASS_COST, DAY_PASS_HOURS } from '@/lib/rules/tickets';

/**
 * Who is looking at /mall:
 * - 'signed-out': no wallet signed in (the only state until wallet sign-in lands);
 * - 'denied': a signed-in wallet without access;
 * - 'granted': a wallet with mall access (docs/product.md §6), and why.
 */
export type MallAccess =
  | { status: 'signed-out' }
  | { status: 'denied'; wallet: string }
  | { status: 'granted'; wallet: string; reason: AccessReason };

const shortWallet = (wallet: string) => (wallet.length > 10 ? `${wallet.slice(0, 4)}…${wallet.slice(-4)}` : wallet);

/** What everyone without access sees on /mall: how to get in. */
export function MallGate({ access }: { access: Exclude<MallAccess, { status: 'granted' }> }) {
  return (
    <section
      aria-labelledby="mall-gate-heading"
      className="mx-auto max-w-2xl rounded-lg border border-neon-yellow/60 bg-panel p-8 text-center"
      data-testid="mall-gate"
    >
      <p aria-hidden="true" className="text-4xl">
        🔒
      </p>
      <h1 id="mall-gate-heading" className="mt-2 font-display text-2xl text-neon-yellow">
        Mall Access Required
      </h1>
      <p className="mt-3 text-dim">
        {access.status === 'denied'
          ? `Wallet ${shortWallet(access.wallet)} has no mall access yet.`
          : 'The upper mall opens for wallets with access: a Retailpunk, Mallrat, Slotlord, Mallcore or Hoodieguard tier, a wifhoodie, or an unexpired day pass.'}
      </p>
      <p className="mt-3 text-dim">
        A {DAY_PASS_HOURS}-hour day pass costs {countOf(DAY_PASS_COST, 'Retail Ticket')}.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 font-mono text-sm">
        <IntentLink
          href="/retailpass"
          className="rounded border border-neon-green px-4 py-2 text-neon-green hover:bg-neon-green/10"
        >
          Get a Day Pass
        </IntentLink>
        <IntentLink
          href="/retail-tickets"
          className="rounded border border-neon-cyan px-4 py-2 text-neon-cyan hover:bg-neon-cyan/10"
        >
          Earn Retail Tickets
        </IntentLink>
        <IntentLink
          href="/basement"
          className="rounded border border-neon-purple px-4 py-2 text-neon-purple hover:bg-neon-purple/10"
        >
          Visit the Basement (public)
        </IntentLink>
      </div>
    </section>
  );
}
