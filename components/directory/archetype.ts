import type { Archetype } from '@/lib/catalog/types';

/** The archetypes /directory can filter by; a 'both' domain suits either. */
const DIRECTORY_ARCHETYPES = ['builder', 'degen'] as const;
export type DirectoryArchetype = (typeof DIRECTORY_ARCHETYPES)[number];

/** ?archetype=builder|degen; anything else (missing, 'both', junk, repeated) means no filter. */
export function parseArchetypeParam(raw: string | string[] | undefined): DirectoryArchetype | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const lower = value?.trim().toLowerCase();
  return (DIRECTORY_ARCHETYPES as readonly string[]).includes(lower ?? '') ? (lower as DirectoryArchetype) : null;
}

export function matchesArchetype(archetype: Archetype, filter: DirectoryArchetype | null): boolean {
  return filter === null || archetype === filter || archetype === 'both';
}
