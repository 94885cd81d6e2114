import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
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
  requireOperator(request);
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
    return json({ ok: true, ...(await upsertDomains(parsed.records)) });
  } catch (error) {
    if ((error as { code?: string }).code === '23514') {
      throw new AppError('bad_request', 'A row breaks a database rule; nothing was written.');
    }
    throw error;
  }
});
