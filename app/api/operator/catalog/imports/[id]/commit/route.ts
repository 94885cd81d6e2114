import { z } from 'zod';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorImportLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { commitImport } from '@/lib/catalog/import-session';
import { domainNameSchema } from '@/lib/catalog/seed-schema';
import { IMPORT_REPORT_PROTECTED_MAX } from '@/lib/rules/catalog-limits';

const paramsSchema = z.object({ id: z.uuid('not an import id') });
const bodySchema = z
  .object({
    /** Names whose open or completed sale the operator overrides: their rows are written whole. */
    override: z.array(domainNameSchema).max(IMPORT_REPORT_PROTECTED_MAX).optional(),
  })
  .strict();

/**
 * Operator: writes every staged row to the catalogue in one transaction and closes the import. Rows whose name an
 * order holds or sold keep its status and price (listed in `protected`) unless the body's `override` names them.
 */
export const POST = handler<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await requireOperator(request);
  await operatorImportLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { id } = parseWith(paramsSchema, await params);
  const { override } = await readJson(request, bodySchema, { maxBytes: 256 * 1024, emptyAs: {} });
  return json({ ok: true, ...(await commitImport(id, { override, actor })) });
});
