import { slotOutcomeOf, type SlotOutcome, type SlotOutcomeKind } from '@/lib/rules/slot-machine';
import type { SlotTicketAwards } from '@/lib/rules/tickets';

export type DrawAnswer = { ok: true; outcome: SlotOutcome; awards: SlotTicketAwards } | { ok: false; message: string };

const JAMMED = 'The slot machine jammed. Try again.';

/** Asks the server for a draw: the client animates an outcome it did not choose. */
export async function requestDraw(slug: string): Promise<DrawAnswer> {
  try {
    const response = await fetch('/api/scav/draw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug }),
    });
    const body = (await response.json().catch(() => null)) as {
      outcome?: { kind?: SlotOutcomeKind };
      awards?: SlotTicketAwards;
      error?: { message?: string };
    } | null;
    if (!response.ok || !body?.outcome?.kind || !body.awards) {
      return { ok: false, message: body?.error?.message ?? JAMMED };
    }
    return { ok: true, outcome: slotOutcomeOf(body.outcome.kind), awards: body.awards };
  } catch {
    return { ok: false, message: JAMMED };
  }
}
