import { handler, json, readNoBody } from '@/lib/api/handler';
import { limitOperatorWrite } from '@/lib/auth/operator-limits';
import { requireOperator } from '@/lib/auth/operator-session';
import { openImport } from '@/lib/catalog/import-session';

/** Operator: opens a streaming import (docs/architecture.md "Streaming imports"); rows follow in batches. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await limitOperatorWrite(actor, 'import');
  await readNoBody(request);
  return json({ id: await openImport() }, { status: 201 });
});
