import { MERCH_DISCOUNT_FIRST, MERCH_WHITELIST_FIRST } from '@/lib/rules/community';

/** The first-25 / first-50 copy. */
export function MerchPerks() {
  const perks = [
    { label: `First ${MERCH_DISCOUNT_FIRST}`, text: 'get a meme discount.', color: 'text-neon-pink' },
    { label: `First ${MERCH_WHITELIST_FIRST}`, text: 'guaranteed whitelist.', color: 'text-neon-cyan' },
    { label: `Beyond ${MERCH_WHITELIST_FIRST}`, text: 'reviewed on demand.', color: 'text-dim' },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {perks.map((perk) => (
        <li key={perk.label} className="panel p-4">
          <p className={`font-display ${perk.color}`}>{perk.label}</p>
          <p className="text-sm text-ink">{perk.text}</p>
        </li>
      ))}
    </ul>
  );
}
