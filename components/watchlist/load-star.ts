import 'server-only';
import { currentWallet } from '@/lib/auth';
import { isStarred } from '@/lib/catalog/watchlist';

/** The star's state on a name's page; without the database the star shows unstarred rather than failing the page. */
export async function loadStar(slug: string): Promise<{ signedIn: boolean; starred: boolean }> {
  const wallet = await currentWallet();
  if (!wallet) return { signedIn: false, starred: false };
  try {
    return { signedIn: true, starred: await isStarred(wallet, slug) };
  } catch (error) {
    console.error('[watchlist] cannot read the star:', (error as Error).message);
    return { signedIn: true, starred: false };
  }
}
