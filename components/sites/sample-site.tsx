import 'server-only';
import { cache } from 'react';
import { defaultLore } from '@/components/catalog/default-lore';
import { AisleNotFound } from '@/components/errors/aisle-not-found';
import { ErrorPanel } from '@/components/errors/error-panel';
import { answerStatus } from '@/lib/http/answer-status';
import { CatalogUnavailableError, readDomain, type Domain } from '@/lib/catalog';
import { SAMPLE_SITE_PATH } from '@/lib/catalog/seed-schema';
import { parseSlugParam } from '@/lib/seo/urls';
import { PRODUCT_NAME } from '@/lib/site';

/** The name whose catalogue entry points at its own /sites/{slug}, null for any other, 'failed' without a catalogue. */
const loadSite = cache(async (raw: string): Promise<Domain | null | 'failed'> => {
  const slug = parseSlugParam(raw);
  if (!slug) return null;
  let domain;
  try {
    ({ domain } = await readDomain(slug));
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return 'failed';
    throw error;
  }
  const own = domain?.website && SAMPLE_SITE_PATH.test(domain.website) && domain.website === `/sites/${domain.slug}`;
  return own ? domain : null;
});

/** The page title: the name, or the mall's 404. */
export async function sampleSiteTitle(raw: string): Promise<string> {
  const domain = await loadSite(raw);
  return domain === null ? 'Aisle Not Found' : domain === 'failed' ? 'Failed to load domain data' : domain.name;
}

/**
 * The sample website of a name whose catalogue entry points at /sites/{slug}: a one-screen storefront from its
 * lore, reachable on its own and framed by the lore page's live preview. Any other name is the mall's 404, rendered
 * here with its status (notFound() before the first flush is an empty document without JavaScript).
 */
export async function SampleSite({ slug: raw }: { slug: string }) {
  const domain = await loadSite(raw);
  if (domain === 'failed')
    return <ErrorPanel title="Failed to load domain data" retryHref={`/sites/${parseSlugParam(raw)}`} />;
  if (!domain) {
    answerStatus(404);
    return <AisleNotFound />;
  }
  const lore = domain.lore ?? defaultLore(domain);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-void px-6 py-16 text-center">
      <p className="font-mono text-xs uppercase tracking-[0.4em] text-neon-cyan">Now open</p>
      <h1 className="font-display text-4xl text-ink neon-text break-all sm:text-6xl">{domain.name}</h1>
      <p className="max-w-xl text-lg text-neon-pink">{lore.slogan}</p>
      <p className="max-w-xl text-dim">{domain.description}</p>
      {lore.stack.length ? (
        <ul aria-label="Built with" className="flex flex-wrap justify-center gap-2">
          {lore.stack.map((item) => (
            <li key={item} className="rounded-full border border-edge px-3 py-1 font-mono text-xs text-dim">
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="font-mono text-xs text-dim">
        A sample storefront in the {PRODUCT_NAME} mall.{' '}
        <a href={`/wiki/${domain.slug}`} target="_top" className="text-neon-cyan underline">
          Read the lore of {domain.name}
        </a>
      </p>
    </main>
  );
}
