import { z } from 'zod';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorImportLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { ImportRowsError, stageImportRows } from '@/lib/catalog/import-session';
import { IMPORT_BATCH_MAX_ROWS } from '@/lib/rules/catalog-limits';

const paramsSchema = z.object({ id: z.uuid('not an import id') });
const bodySchema = z
  .object({
    rows: z
      .array(z.object({ line: z.number().int().min(1), record: z.unknown() }).strict())
      .min(1)
      .max(IMPORT_BATCH_MAX_ROWS),
  })
  .strict();

/** Operator: stages one batch of an import. A bad row refuses the batch: 400 with each row's line and column. */
export const POST = handler<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await requireOperator(request);
  await operatorImportLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { id } = parseWith(paramsSchema, await params);
  const { rows } = await readJson(request, bodySchema, { maxBytes: 16_000_000 });
  try {
    return json({ ok: true, ...(await stageImportRows(id, rows)) });
  } catch (error) {
    if (!(error instanceof ImportRowsError)) throw error;
    return json({ error: { code: 'bad_request', message: error.message }, rows: error.rows }, { status: 400 });
  }
});
