import { IntentLink } from '@/components/navigation/intent-link';

export function ToolHeader({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <header className="mb-8 space-y-3">
      <IntentLink href="/tools" className="font-mono text-xs text-dim hover:text-neon-cyan">
        ← All tools
      </IntentLink>
      <p className="font-mono text-xs uppercase tracking-widest text-neon-pink">{eyebrow}</p>
      <h1 className="font-display text-3xl text-ink neon-text sm:text-4xl">{title}</h1>
      <p className="max-w-2xl text-dim">{intro}</p>
    </header>
  );
}
