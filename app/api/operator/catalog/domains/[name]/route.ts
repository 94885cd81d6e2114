import { z } from 'zod';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { editDomain } from '@/lib/catalog/edit';
import { domainEditSchema } from '@/lib/catalog/edit-schema';
import { domainNameSchema } from '@/lib/catalog/seed-schema';

const paramsSchema = z.object({ name: domainNameSchema });

/** Operator: changes one name's fields (EDITABLE_FIELDS; docs/operators.md "Catalogue"). */
export const PATCH = handler<{ params: Promise<{ name: string }> }>(async (request, { params }) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { name } = parseWith(paramsSchema, await params);
  const edit = await readJson(request, domainEditSchema, { maxBytes: 16 * 1024 });
  return json({ domain: await editDomain(name, edit, actor) });
});
