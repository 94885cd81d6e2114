import { handler, json, readNoBody } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
import { openImport } from '@/lib/catalog/import-session';

/** Operator: opens a streaming import (docs/architecture.md "Streaming imports"); rows follow in batches. */
export const POST = handler(async (request) => {
  requireOperator(request);
  await readNoBody(request);
  return json({ id: await openImport() }, { status: 201 });
});
