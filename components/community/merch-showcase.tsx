import { IntentLink } from '@/components/navigation/intent-link';
import { MerchPerks } from './merch-perks';

const ITEMS = [
  { emoji: '🧥', name: 'Glitch Militia Hoodie', text: 'Heavyweight black, neon seams, your meme on the back.' },
  { emoji: '🧢', name: 'Scav Rack Cap', text: 'For the ones who pull the lever at 3 a.m.' },
  { emoji: '🎒', name: 'Vault Runner Pack', text: 'Holds a laptop, a cold wallet and your excuses.' },
] as const;

/** /merch: what Threadcount Ops is making, and the way onto the list. */
export function MerchShowcase() {
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="space-y-3 text-center">
        <p className="font-mono text-xs uppercase tracking-widest text-neon-pink">Threadcount Ops</p>
        <h1 className="font-display text-3xl text-ink neon-text sm:text-4xl">Retailverse Merch</h1>
        <p className="mx-auto max-w-2xl text-dim">
          Wearable lore for domain holders and mall rats. The first drop is in production; the list decides who gets it
          first.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {ITEMS.map((item) => (
          <li key={item.name} className="rounded-xl border border-edge bg-panel p-6 text-center">
            <span aria-hidden="true" className="text-5xl">
              {item.emoji}
            </span>
            <h2 className="mt-3 font-display text-ink">{item.name}</h2>
            <p className="mt-1 text-sm text-dim">{item.text}</p>
            <p className="mt-3 font-mono text-xs text-neon-yellow">In production</p>
          </li>
        ))}
      </ul>
      <MerchPerks />
      <div className="text-center">
        <IntentLink
          href="/merch-waitlist"
          className="inline-block rounded border border-neon-pink bg-neon-pink/10 px-6 py-3 font-mono text-neon-pink hover:bg-neon-pink/20"
        >
          Join the Merch Waitlist →
        </IntentLink>
      </div>
    </div>
  );
}
