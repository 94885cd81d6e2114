import { IntentLink } from '@/components/navigation/intent-link';

const cards = [
  { href: '/insights', title: 'Insights', text: 'Articles on the mall, its tiers and the culture behind the names.' },
  { href: '/tools', title: 'Tools', text: 'Domain tester, archetype quiz and the community leaderboard.' },
  { href: '/directory', title: 'Mall Directory', text: 'Walk the floors and wings and find the next name to read.' },
] as const;

/** 'Explore More' cards and the wiki's way back (docs/product.md §2). */
export function ExploreMore() {
  return (
    <section aria-labelledby="explore-heading" className="mt-12">
      <h2 id="explore-heading" className="font-display text-xl text-neon-pink">
        Explore More
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <IntentLink href={card.href} className="block h-full panel p-4 hover:border-neon-cyan/60">
              <span className="font-display text-neon-cyan">{card.title}</span>
              <span className="mt-2 block text-sm text-dim">{card.text}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <IntentLink
          href="/wiki-directory"
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
        >
          View All Lore
        </IntentLink>
        <IntentLink
          href="/directory"
          className="rounded border border-neon-pink px-4 py-2 font-mono text-sm text-neon-pink hover:bg-neon-pink/10"
        >
          View Mall Directory
        </IntentLink>
      </div>
      <p className="mt-6">
        <IntentLink href="/wiki-directory" className="font-mono text-sm text-dim underline hover:text-ink">
          ← Back to Wiki Directory
        </IntentLink>
      </p>
    </section>
  );
}
