import { ConnectButton } from '../wallet/connect-button';

/** Shown where a page needs a signed-in wallet and none is. */
export function ConnectPrompt({ why }: { why: string }) {
  return (
    <section aria-labelledby="connect-heading" className="rounded-lg border border-neon-cyan/40 bg-panel p-6">
      <h2 id="connect-heading" className="font-display text-xl text-neon-cyan">
        Connect your wallet
      </h2>
      <p className="mt-2 max-w-xl text-dim">{why}</p>
      <div className="mt-4">
        <ConnectButton />
      </div>
    </section>
  );
}
