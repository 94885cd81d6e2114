import 'server-only';
import type { ReactNode } from 'react';
import { answerStatus } from '@/lib/http/answer-status';
import { CatalogUnavailableError } from '@/lib/catalog';
import { parseSlugParam } from '@/lib/seo/urls';
import { loadDomain } from './load-domain';
import { ReloadErrorPanel } from './reload-error-panel';

const DOMAIN_LOAD_FAILED = 'Failed to load domain data';

/**
 * Used by the [slug] layouts: it runs before the page's loading boundary starts streaming, so an unknown slug
 * answers a real HTTP 404 (the page below it then shows skeletons while it renders). The 404 renders `missing`, the
 * segment's "Domain Not Found", itself: thrown with notFound() here, Next.js would send an empty document that only
 * JavaScript fills in.
 */
export async function DomainExistenceGate({
  rawSlug,
  missing,
  children,
}: {
  rawSlug: string;
  missing: ReactNode;
  children: ReactNode;
}) {
  const slug = parseSlugParam(rawSlug);
  if (!slug) {
    answerStatus(404);
    return missing;
  }
  let found: boolean;
  try {
    found = (await loadDomain(slug)).domain !== null;
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) throw error;
    console.error('[domain] catalogue unavailable:', error.cause instanceof Error ? error.cause.message : error.cause);
    return <DomainLoadFailed />;
  }
  if (!found) {
    answerStatus(404);
    return missing;
  }
  return children;
}

export function DomainLoadFailed() {
  return (
    <ReloadErrorPanel title={DOMAIN_LOAD_FAILED} message="The catalogue could not be reached. Please try again." />
  );
}
