import { z } from 'zod';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import { handler, json, parseWith, readNoBody } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorImportLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { commitImport } from '@/lib/catalog/import-session';

const paramsSchema = z.object({ id: z.uuid('not an import id') });

/** Operator: writes every staged row to the catalogue in one transaction and closes the import. */
export const POST = handler<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await requireOperator(request);
  await operatorImportLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  await readNoBody(request);
  const { id } = parseWith(paramsSchema, await params);
  const result = await commitImport(id);
  await recordOperatorAction({ actor, action: 'catalog.import', target: `import ${id}`, after: result });
  return json({ ok: true, ...result });
});
