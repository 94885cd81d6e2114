import { z } from 'zod';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES } from './types';
import { loreSchema, priceTextSchema } from './seed-schema';

/** What the operator console may change of one name (docs/operators.md "Catalogue"); every field optional. */
export const domainEditSchema = z
  .object({
    price: priceTextSchema.optional(),
    status: z.enum(DOMAIN_STATUSES).optional(),
    listed: z.boolean().optional(),
    featured: z.boolean().optional(),
    category: z.enum(DOMAIN_CATEGORIES).optional(),
    /** null: the default lore is shown. */
    lore: loreSchema.strict().nullable().optional(),
  })
  .strict()
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), 'Change at least one field.');

export type DomainEdit = z.infer<typeof domainEditSchema>;

export const EDITABLE_FIELDS = ['price', 'status', 'listed', 'featured', 'category', 'lore'] as const;
