import { stringifySetCookie } from 'cookie';
import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { CatalogUnavailableError, readDomain } from '@/lib/catalog';
import {
  browserDrawKey,
  DRAW_COOKIE,
  drawForBrowser,
  NAME_ALREADY_DRAWN,
  walletDrawKey,
} from '@/lib/commerce/scav-draw';
import { readCookie, sessionWallet, SIGN_IN_REQUIRED } from '@/lib/auth';
import { AppError } from '@/lib/errors';
import { RESPIN_COST } from '@/lib/rules/tickets';
import { applyTicketChange } from '@/lib/tickets/ledger';
import { SCAV_RESPIN_TARGET, SCAV_RESPIN_NEEDS_TICKETS } from '@/lib/rules/slot-machine';
import { randomBytes } from 'node:crypto';
import { isExcludedSiteName } from '@/content/catalog';
import { notFound, unavailable } from '@/lib/errors';
import { scavDrawLimiter, scavFreshDrawLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { SCAV_DRAW_RATE_LIMITED } from '@/lib/rules/slot-machine';
import { slotTicketAwards } from '@/lib/rules/tickets';
import { scavDrawable } from '@/lib/rules/offer';

const bodySchema = z
  .object({ slug: z.string().trim().toLowerCase().min(1).max(80), respin: z.boolean().optional() })
  .strict();

/**
 * POST /api/scav/draw {slug, respin?}: the server draws the slot outcome and keeps it for this wallet (or browser) and
 * name (asked again, it answers the same draw); a respin replaces it for 1 Retail Ticket from the signed-in wallet's
 * ledger, 3 a name at most. The client only animates it.
 */
export const POST = handler(async (request) => {
  const { slug, respin } = await readJson(request, bodySchema, { maxBytes: 1024 });
  await scavDrawLimiter.hit(clientIp(request), SCAV_DRAW_RATE_LIMITED);
  let domain;
  try {
    ({ domain } = await readDomain(slug));
  } catch (error) {
    if (error instanceof CatalogUnavailableError) throw unavailable('Failed to load domain data');
    throw error;
  }
  if (!domain || !scavDrawable(domain) || isExcludedSiteName(domain.slug)) {
    throw notFound('No scav domain by that name is on the rack.');
  }
  // A signed-in wallet keeps its draws (and pays its respins from its ledger); anyone else, this browser.
  const wallet = await sessionWallet(request);
  if (respin && !wallet) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  const known = browserDrawKey(readCookie(request.headers.get('cookie'), DRAW_COOKIE));
  const browserKey = known ?? randomBytes(16).toString('base64url');
  const holder = wallet ? walletDrawKey(wallet) : browserKey;
  let ticketsLeft: number | null = null;
  const draw = await drawForBrowser(holder, domain.slug, {
    respin,
    beforeNewDraw: () => scavFreshDrawLimiter.hit(`${clientIp(request)}:${domain.slug}`, NAME_ALREADY_DRAWN),
    payRespin: wallet
      ? async (tx, drawId, respinNumber) => {
          const applied = await applyTicketChange(
            tx,
            wallet,
            {
              action: 'Spend',
              amount: -RESPIN_COST,
              accessTarget: SCAV_RESPIN_TARGET,
              notes: `Respin of ${domain.name}`,
              idempotencyKey: `respin:${drawId}:${respinNumber}`,
            },
            SCAV_RESPIN_NEEDS_TICKETS,
          );
          ticketsLeft = applied.balance;
        }
      : undefined,
  });
  return json(
    {
      slug: domain.slug,
      drawId: draw.id,
      outcome: draw.outcome,
      awards: slotTicketAwards(draw.outcome),
      respinsUsed: draw.respinsUsed,
      ticketsLeft,
    },
    browserKey === known
      ? {}
      : {
          headers: {
            'set-cookie': stringifySetCookie(DRAW_COOKIE, browserKey, {
              path: '/',
              httpOnly: true,
              sameSite: 'lax',
              maxAge: 86_400,
            }),
          },
        },
  );
});
