import { z } from 'zod';
import { integerParam } from '../api/query-fields';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, MALL_FLOORS, ROTATION_GROUPS } from '../../content/catalog/types';
import type { DomainFilters } from './types';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(64)).max(10));

/** The "Read domains" filters as URL query parameters (GET /api/domains). */
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
    limit: integerParam(1, 500).optional(),
  })
  .strict() satisfies z.ZodType<DomainFilters, unknown>;
