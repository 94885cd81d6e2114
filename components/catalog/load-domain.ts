import 'server-only';
import { cache } from 'react';
import { readDomain } from '@/lib/catalog';

/** One catalogue read per request, shared by the layout's existence check, metadata and the page. */
export const loadDomain = cache((slug: string) => readDomain(slug));
