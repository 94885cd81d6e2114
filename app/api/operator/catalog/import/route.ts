import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { upsertDomains } from '@/lib/catalog/import';
import { parseCatalogFile } from '@/lib/catalog/import-file';
import { AppError } from '@/lib/errors';

const bodySchema = z
  .object({
    format: z.enum(['json', 'csv']),
    content: z.string().min(1).max(5_000_000),
  })
  .strict();

/** Operator: upsert a JSON or CSV catalogue file. A bad row fails the whole file, with its line. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { format, content } = await readJson(request, bodySchema, { maxBytes: 6_000_000 });
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
    const result = await upsertDomains(parsed.records);
    await recordOperatorAction({ actor, action: 'catalog.import', target: `${format} file`, after: result });
    return json({ ok: true, ...result });
  } catch (error) {
    if ((error as { code?: string }).code === '23514') {
      throw new AppError('bad_request', 'A row breaks a database rule; nothing was written.');
    }
    throw error;
  }
});
