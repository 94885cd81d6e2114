import { z } from 'zod';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES } from './types';
import { imageSchema, loreSchema, priceTextSchema, tagsSchema, websiteSchema } from './seed-schema';

export const EDITABLE_FIELDS = [
  'price',
  'status',
  'listed',
  'featured',
  'vaulted',
  'category',
  'description',
  'website',
  'tags',
  'imageUrl',
  'lore',
] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** What the operator console may change of one name (docs/operators.md "Catalogue"); every field optional. */
export const domainEditSchema = z
  .object({
    price: priceTextSchema.optional(),
    status: z.enum(DOMAIN_STATUSES).optional(),
    listed: z.boolean().optional(),
    featured: z.boolean().optional(),
    vaulted: z.boolean().optional(),
    category: z.enum(DOMAIN_CATEGORIES).optional(),
    description: z.string().trim().max(2000, 'at most 2,000 characters').optional(),
    /** null: no website. */
    website: websiteSchema.nullable().optional(),
    tags: tagsSchema.optional(),
    /** null: the default image. */
    imageUrl: imageSchema.nullable().optional(),
    /** null: the default lore is shown. */
    lore: loreSchema.strict().nullable().optional(),
    /** true: change the status, price or listing even though an order holds or sold the name. */
    override: z.boolean().optional(),
  })
  .strict()
  .refine((edit) => EDITABLE_FIELDS.some((field) => edit[field] !== undefined), 'Change at least one field.');

export type DomainEdit = z.infer<typeof domainEditSchema>;
