import { z } from 'zod';
import { integerParam } from '../api/handler';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, MALL_FLOORS, ROTATION_GROUPS } from './types';
import { API_PAGE_MAX } from '../rules/catalog-limits';
import { SEARCH_MAX_LENGTH } from '../rules/catalog-search';
import type { DomainFilters } from './types';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(64)).max(10));

/** A page's cursor is the last row it held (its name, and its rank when searching), opaque to clients. */
export interface Cursor {
  name: string;
  rank?: number;
}

export const encodeCursor = ({ name, rank }: Cursor): string =>
  Buffer.from(rank === undefined ? name : `${rank}~${name}`, 'utf8').toString('base64url');

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

function decodeCursor(cursor: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const ranked = /^([0-4])~(.+)$/s.exec(text);
  const decoded: Cursor = ranked ? { name: ranked[2]!, rank: Number(ranked[1]) } : { name: text };
  // A control character (a NUL above all, which PostgreSQL refuses in text) is in no name this API gave out.
  if (decoded.name.length === 0 || hasControlCharacter(decoded.name)) return null;
  return encodeCursor(decoded) === cursor ? decoded : null;
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
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    limit: integerParam(1, API_PAGE_MAX).optional(),
    cursor: z
      .string()
      .max(400)
      .transform((value, context) => {
        const decoded = decodeCursor(value);
        if (decoded === null) context.addIssue({ code: 'custom', message: 'not a cursor this API gave out' });
        return decoded ?? { name: '' };
      })
      .optional(),
  })
  .strict() satisfies z.ZodType<Omit<DomainFilters, 'after'> & { cursor?: Cursor }, unknown>;
