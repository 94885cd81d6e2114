import { z } from 'zod';
import { handler, integerParam, json, readQuery } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { readTicketStatement } from '@/lib/tickets';

const querySchema = z.object({ limit: integerParam(1, 500).default(100) }).strict();

/** The signed-in wallet's ticket statement, newest first. */
export const GET = handler(async (request) => {
  const wallet = await requireWallet(request);
  const { limit } = readQuery(request, querySchema);
  return json({ wallet, entries: await readTicketStatement(wallet, limit) });
});
