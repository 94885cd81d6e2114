import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { WatchlistView } from '@/components/watchlist/watchlist-view';
import { currentWallet } from '@/lib/auth';
import { readWatchlist } from '@/lib/catalog/watchlist';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Watchlist', robots: { index: false } };

async function load(wallet: string) {
  try {
    return await readWatchlist(wallet);
  } catch (error) {
    console.error('[watchlist] cannot read the watchlist:', (error as Error).message);
    return null;
  }
}

export default async function WatchlistPage() {
  const wallet = await currentWallet();
  const entries = wallet ? await load(wallet) : null;
  return (
    <>
      <CatalogHeader title="Watchlist" kicker="// STARRED">
        The names you starred: where each stands and its price.
      </CatalogHeader>
      {!wallet ? (
        <ConnectPrompt why="Sign in with your Solana wallet to star names and watch them here." />
      ) : !entries ? (
        <ErrorPanel title="Watchlist unavailable" message="Database not available" retryHref="/watchlist" />
      ) : (
        <WatchlistView entries={entries} />
      )}
    </>
  );
}
