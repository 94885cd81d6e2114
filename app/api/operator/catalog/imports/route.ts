import { handler, json, readNoBody } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorImportLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { openImport } from '@/lib/catalog/import-session';

/** Operator: opens a streaming import (docs/architecture-reference.md "Streaming imports"); rows follow in batches. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorImportLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  await readNoBody(request);
  return json({ id: await openImport() }, { status: 201 });
});
