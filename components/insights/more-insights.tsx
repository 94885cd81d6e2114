import { IntentLink } from '@/components/navigation/intent-link';

const CARDS = [
  { href: '/guide', emoji: '🧭', title: 'Mall Guide', text: 'How to navigate the racks, the vault and the lore.' },
  {
    href: '/directory',
    emoji: '🗺️',
    title: 'Mall Directory',
    text: 'Every floor and wing, with the names that live there.',
  },
  { href: '/tools', emoji: '🛠️', title: 'Tools', text: 'Test a name, find your archetype, check the leaderboard.' },
] as const;

/** Three 'More Insights' cards: guide, directory, tools. */
export function MoreInsights() {
  return (
    <section aria-labelledby="more-heading" className="mt-12">
      <h2 id="more-heading" className="mb-4 font-display text-xl text-ink">
        More Insights
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.href}>
            <IntentLink href={card.href} className="block h-full panel p-4 hover:border-neon-cyan">
              <span aria-hidden="true" className="text-2xl">
                {card.emoji}
              </span>
              <span className="mt-2 block font-display text-ink">{card.title}</span>
              <span className="mt-1 block text-sm text-dim">{card.text}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
