import { slotOutcomeOf, type SlotOutcome, type SlotOutcomeKind } from '@/lib/rules/slot-machine';
import type { SlotTicketAwards } from '@/lib/rules/tickets';

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
  try {
    const response = await fetch('/api/scav/draw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(respin ? { slug, respin } : { slug }),
    });
    const body = (await response.json().catch(() => null)) as {
      drawId?: string;
      respinsUsed?: number;
      ticketsLeft?: number | null;
      outcome?: { kind?: SlotOutcomeKind };
      awards?: SlotTicketAwards;
      error?: { message?: string };
    } | null;
    if (!response.ok || !body?.outcome?.kind || !body.awards || !body.drawId) {
      return { ok: false, message: body?.error?.message ?? JAMMED };
    }
    return {
      ok: true,
      drawId: body.drawId,
      outcome: slotOutcomeOf(body.outcome.kind),
      awards: body.awards,
      respinsUsed: body.respinsUsed ?? 0,
      ticketsLeft: body.ticketsLeft ?? null,
    };
  } catch {
    return { ok: false, message: JAMMED };
  }
}
