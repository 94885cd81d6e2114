import { z } from 'zod';
import { handler, json, parseWith, readNoBody } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
import { commitImport } from '@/lib/catalog/import-session';

const paramsSchema = z.object({ id: z.uuid('not an import id') });

/** Operator: writes every staged row to the catalogue in one transaction and closes the import. */
export const POST = handler<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  requireOperator(request);
  await readNoBody(request);
  return json({ ok: true, ...(await commitImport(parseWith(paramsSchema, await params).id)) });
});
