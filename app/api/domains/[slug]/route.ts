import { z } from 'zod';
import { handler, json, parseWith } from '@/lib/api/handler';
import { CatalogUnavailableError, readDomain } from '@/lib/catalog';
import { notFound, unavailable } from '@/lib/errors';

const paramsSchema = z.object({ slug: z.string().trim().min(1).max(80) });

export const GET = handler<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  try {
    const { domain, source } = await readDomain(slug);
    if (!domain) throw notFound("This domain doesn't exist in our vault.");
    return json({ data: domain, source });
  } catch (error) {
    if (error instanceof CatalogUnavailableError) throw unavailable('Failed to load domain data');
    throw error;
  }
});
