import { IntentLink } from '@/components/navigation/intent-link';
import { countOf } from '@/lib/rules/labels';

/** A /domains page past the last one: say so and offer the last page that has listings. */
export function PageOutOfRange({ href, pageCount }: { href: string; pageCount: number }) {
  return (
    <div className="panel p-8 text-center" data-testid="domains-page-empty">
      <h2 className="font-display text-xl text-neon-pink">No Domains on This Page</h2>
      <p className="mt-2 text-dim">This view has {countOf(pageCount, 'page')}. The racks end before this one.</p>
      <IntentLink
        href={href}
        className="mt-4 inline-block rounded border border-neon-cyan px-4 py-2 text-sm text-neon-cyan hover:bg-neon-cyan/10"
      >
        Go to the last page
      </IntentLink>
    </div>
  );
}
