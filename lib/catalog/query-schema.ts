import { z } from 'zod';
import { integerParam } from '../api/query-fields';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, MALL_FLOORS, ROTATION_GROUPS } from '../../content/catalog/types';
import type { DomainFilters } from './types';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(64)).max(10));

/** GET /api/domains answers pages: 24 rows unless asked, never more than 100. */
export const API_PAGE_DEFAULT = 24;
export const API_PAGE_MAX = 100;

/** A page's cursor is the last name it held, opaque to clients. */
export const encodeCursor = (name: string): string => Buffer.from(name, 'utf8').toString('base64url');

export function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const name = Buffer.from(cursor, 'base64url').toString('utf8');
  return encodeCursor(name) === cursor && name.length > 0 ? name : null;
}

/** The "Read domains" filters as URL query parameters (GET /api/domains), with the page size and cursor. */
export const domainQuerySchema = z
  .object({
    listed: bool.optional(),
    vaulted: bool.optional(),
    featured: bool.optional(),
    available: bool.optional(),
    category: z.enum(DOMAIN_CATEGORIES).optional(),
    status: z.enum(DOMAIN_STATUSES).optional(),
    rotationGroup: z.enum(ROTATION_GROUPS).optional(),
    floor: z.enum(MALL_FLOORS).optional(),
    tags: list.optional(),
    search: z.string().trim().max(100).optional(),
    limit: integerParam(1, API_PAGE_MAX).optional(),
    cursor: z
      .string()
      .max(400)
      .transform((value, context) => {
        const name = decodeCursor(value);
        if (name === null) context.addIssue({ code: 'custom', message: 'not a cursor this API gave out' });
        return name ?? '';
      })
      .optional(),
  })
  .strict() satisfies z.ZodType<Omit<DomainFilters, 'after'> & { cursor?: string }, unknown>;
