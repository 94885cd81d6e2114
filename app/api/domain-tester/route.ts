import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { testDomainName, type DomainTestAnswer } from '@/lib/community/domain-tester';
import { domainTesterLimiter } from '@/lib/community/limits';
import { clientIp } from '@/lib/rate-limit';

const testSchema = z
  .object({ name: z.string({ error: 'Type a domain name.' }).trim().min(1, 'Type a domain name.').max(80) })
  .strict();

/** Normalises a name, derives its SNS account key, and reports registration and catalogue status. */
export const POST = handler(async (request) => {
  await domainTesterLimiter.hit(clientIp(request));
  const { name } = await readJson(request, testSchema, { maxBytes: 1024 });
  return json<DomainTestAnswer>({ data: await testDomainName(name) });
});
