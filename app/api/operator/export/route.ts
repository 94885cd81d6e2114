import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { OPERATOR_EXPORTS_LIMITED, operatorExportLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { EXPORT_TABLES, exportCsv, type CsvExport } from '@/lib/community/export';
import { getDb } from '@/lib/db';

const exportSchema = z.object({ table: z.enum(EXPORT_TABLES) }).strict();

/** Operator: one stored list (waitlist, merch, votes, …) as CSV. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorExportLimiter.hit(actorName(actor), OPERATOR_EXPORTS_LIMITED);
  const { table } = await readJson(request, exportSchema, { maxBytes: 1024 });
  return json<CsvExport>({ table, ...(await exportCsv(await getDb(), table)) });
});
