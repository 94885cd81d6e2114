import { apiRequest } from '@/components/api/client';
import { slotOutcomeOf, type SlotOutcome } from '@/lib/rules/slot-machine';
import type { SlotTicketAwards } from '@/lib/rules/tickets';
import type { ScavDrawResponse } from '@/lib/commerce/draws/scav-draw-request';

export type DrawAnswer =
  | {
      ok: true;
      drawId: string;
      outcome: SlotOutcome;
      awards: SlotTicketAwards;
      respinsUsed: number;
      ticketsLeft: number | null;
    }
  | { ok: false; message: string };

const JAMMED = 'The slot machine jammed. Try again.';

/**
 * Asks the server for this browser's draw of a name (the kept one, or a new one on a respin): the client animates an
 * outcome it did not choose.
 */
export async function requestDraw(slug: string, respin = false): Promise<DrawAnswer> {
  const result = await apiRequest<Partial<ScavDrawResponse>>('/api/scav/draw', {
    method: 'POST',
    body: respin ? { slug, respin } : { slug },
  });
  if (!result.ok) return { ok: false, message: result.message ?? JAMMED };
  const body = result.data;
  if (!body.outcome?.kind || !body.awards || !body.drawId) return { ok: false, message: JAMMED };
  return {
    ok: true,
    drawId: body.drawId,
    outcome: slotOutcomeOf(body.outcome.kind),
    awards: body.awards,
    respinsUsed: body.respinsUsed ?? 0,
    ticketsLeft: body.ticketsLeft ?? null,
  };
}
