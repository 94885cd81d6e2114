import { z } from 'zod';
import { handler, json, parseWith, readNoBody } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorImportLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { abortImport } from '@/lib/catalog/import-session';

const paramsSchema = z.object({ id: z.uuid('not an import id') });

/** Operator: aborts an import; nothing it staged reaches the catalogue. */
export const DELETE = handler<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await requireOperator(request);
  await operatorImportLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  await readNoBody(request);
  await abortImport(parseWith(paramsSchema, await params).id);
  return json({ ok: true });
});
