import 'server-only';
import { randomBytes } from 'node:crypto';
import { readCookie, sessionWallet, SIGN_IN_REQUIRED } from '../../auth';
import { httpOnlyCookie } from '../../auth/signed-cookies';
import { readDomain } from '../../catalog';
import { AppError, notFound } from '../../errors';
import { clientIp } from '../../rate-limit';
import { scavDrawable } from '../../rules/offer';
import { SCAV_RESPIN_NEEDS_TICKETS, SCAV_RESPIN_TARGET, type SlotOutcome } from '../../rules/slot-machine';
import { RESPIN_COST, slotTicketAwards, type SlotTicketAwards } from '../../rules/tickets';
import { DAY_SECONDS } from '../../rules/time';
import { applyTicketChange } from '../../tickets/ledger';
import { scavFreshDrawLimiter } from '../limits';
import {
  browserDrawKey,
  DRAW_COOKIE,
  drawForBrowser,
  NAME_ALREADY_DRAWN,
  requireDrawsOpen,
  walletDrawKey,
} from './scav-draw';

const DRAW_COOKIE_SECONDS = DAY_SECONDS;

/** What POST /api/scav/draw answers; components/scavrack/request-draw.ts reads this same type. */
export interface ScavDrawResponse {
  slug: string;
  drawId: string;
  outcome: SlotOutcome;
  awards: SlotTicketAwards;
  respinsUsed: number;
  ticketsLeft: number | null;
}

/**
 * One slot draw asked by a request: the kept draw of this wallet (or browser) and name, a new one, or a respin paid
 * with 1 Retail Ticket from the signed-in wallet's ledger. `setCookie` is set when the browser needs its draw cookie.
 */
export async function drawForRequest(
  request: Request,
  slug: string,
  respin: boolean | undefined,
  /** The site's own names (content/catalog/), never on the rack; passed in because lib/ never imports content/. */
  isExcludedSiteName: (slug: string) => boolean,
): Promise<{ body: ScavDrawResponse; setCookie: string | null }> {
  requireDrawsOpen();
  const { domain } = await readDomain(slug);
  if (!domain || !scavDrawable(domain) || isExcludedSiteName(domain.slug)) {
    throw notFound('No scav domain by that name is on the rack.');
  }
  // A signed-in wallet keeps its draws (and pays its respins from its ledger); anyone else, this browser.
  const wallet = await sessionWallet(request);
  if (respin && !wallet) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  const known = browserDrawKey(readCookie(request.headers.get('cookie'), DRAW_COOKIE));
  const browserKey = known ?? randomBytes(16).toString('base64url');
  let ticketsLeft: number | null = null;
  const draw = await drawForBrowser(wallet ? walletDrawKey(wallet) : browserKey, domain.slug, {
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
  return {
    body: {
      slug: domain.slug,
      drawId: draw.id,
      outcome: draw.outcome,
      awards: slotTicketAwards(draw.outcome),
      respinsUsed: draw.respinsUsed,
      ticketsLeft,
    },
    setCookie: browserKey === known ? null : httpOnlyCookie(DRAW_COOKIE, browserKey, DRAW_COOKIE_SECONDS),
  };
}
