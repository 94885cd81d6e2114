import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { MyNames } from '@/components/names/my-names';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { currentWallet } from '@/lib/auth';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'My names',
  description: 'The .sol names your wallet holds, read from chain: primary name, records, lore pages and orders.',
  alternates: { canonical: '/names' },
  robots: { index: false },
};

export default async function MyNamesPage() {
  const wallet = await currentWallet();
  return (
    <>
      <CatalogHeader title="My names" kicker="// YOUR WALLET">
        The .sol names your wallet holds, read from the chain, with their records. Names you starred to buy are on your{' '}
        <a href="/watchlist" className="text-neon-cyan underline">
          watchlist
        </a>
        .
      </CatalogHeader>
      {!wallet ? (
        <ConnectPrompt why="Sign in with your Solana wallet to see the .sol names it holds." />
      ) : (
        <Suspense
          fallback={
            <p role="status" className="panel p-4 text-dim">
              Reading the chain…
            </p>
          }
        >
          <MyNames wallet={wallet} />
        </Suspense>
      )}
    </>
  );
}
