import { z } from 'zod';
import { slugParamSchema } from '@/lib/api/params';
import { handler, json, parseWith } from '@/lib/api/handler';
import { readDomain } from '@/lib/catalog';
import { notFound } from '@/lib/errors';

const paramsSchema = z.object({ slug: slugParamSchema });

export const GET = handler<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  const { domain, source } = await readDomain(slug);
  if (!domain) throw notFound("This domain doesn't exist in our vault.");
  return json({ data: domain, source });
});
