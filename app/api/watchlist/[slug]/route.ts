import { z } from 'zod';
import { catalogSlugSchema } from '@/lib/api/params';
import { handler, json, parseWith, readNoBody } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import {
  isStarred,
  starName,
  unstarName,
  watchlistLimiter,
  type Starred,
  type StarStatus,
  type Unstarred,
} from '@/lib/catalog/watchlist';
import { unauthorized } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { WATCHLIST_SIGN_IN_REQUIRED } from '@/lib/rules/watchlist';

const paramsSchema = z.object({ slug: catalogSlugSchema });

type Context = { params: Promise<{ slug: string }> };

const LIMITED = 'Too many stars. Try again in a minute.';

/**
 * Whether the signed-in wallet starred a name (the star on a name's page asks: that page is cached for everyone, so
 * the star reads its state from here).
 */
export const GET = handler<Context>(async (request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  const wallet = await sessionWallet(request);
  return json<StarStatus>({ signedIn: wallet !== null, starred: wallet ? await isStarred(wallet, slug) : false });
});

/** Stars a catalogue name for the signed-in wallet (docs/product.md §2). */
export const POST = handler<Context>(async (request, { params }) => {
  await watchlistLimiter.hit(clientIp(request), LIMITED);
  const wallet = await sessionWallet(request);
  if (!wallet) throw unauthorized(WATCHLIST_SIGN_IN_REQUIRED);
  const { slug } = parseWith(paramsSchema, await params);
  await readNoBody(request);
  return json<Starred>(await starName(wallet, slug));
});

/** Unstars a name for the signed-in wallet. */
export const DELETE = handler<Context>(async (request, { params }) => {
  await watchlistLimiter.hit(clientIp(request), LIMITED);
  const wallet = await sessionWallet(request);
  if (!wallet) throw unauthorized(WATCHLIST_SIGN_IN_REQUIRED);
  const { slug } = parseWith(paramsSchema, await params);
  await readNoBody(request);
  return json<Unstarred>(await unstarName(wallet, slug));
});
