import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { upsertDomains } from '@/lib/catalog/import';
import { parseCatalogFile } from '@/lib/catalog/import-file';
import { domainNameSchema } from '@/lib/catalog/seed-schema';
import { AppError } from '@/lib/errors';
import { IMPORT_REPORT_PROTECTED_MAX } from '@/lib/rules/catalog-limits';

const bodySchema = z
  .object({
    format: z.enum(['json', 'csv']),
    content: z.string().min(1).max(5_000_000),
    /** Names whose open or completed sale the operator overrides: their rows are written whole. */
    override: z.array(domainNameSchema).max(IMPORT_REPORT_PROTECTED_MAX).optional(),
  })
  .strict();

/**
 * Operator: upsert a JSON or CSV catalogue file. A bad row fails the whole file, with its line; a row whose name an
 * order holds or sold keeps its status and price (listed in `protected`) unless `override` names it.
 */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { format, content, override } = await readJson(request, bodySchema, { maxBytes: 6_000_000 });
  const parsed = parseCatalogFile(content, format);
  if (!parsed.ok) {
    return json(
      {
        error: { code: 'bad_request', message: `${parsed.errors.length} bad row(s); nothing was written.` },
        rows: parsed.errors,
      },
      { status: 400 },
    );
  }
  try {
    const result = await upsertDomains(parsed.records, { lines: parsed.lines, override, actor });
    return json({ ok: true, ...result });
  } catch (error) {
    if ((error as { code?: string }).code === '23514') {
      throw new AppError('bad_request', 'A row breaks a database rule; nothing was written.');
    }
    throw error;
  }
});
