import type { Metadata } from 'next';
import { ToolCards } from '@/components/tools/tool-cards';

export const metadata: Metadata = {
  title: 'Tools',
  description: 'Domain tester, archetype quiz and leaderboard for .sol domain hunters.',
  alternates: { canonical: '/tools' },
};

export default function ToolsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <header className="mb-8 space-y-3">
        <p className="font-mono text-xs uppercase tracking-widest text-neon-pink">Workbench</p>
        <h1 className="font-display text-3xl text-ink neon-text sm:text-4xl">Retailverse Tools</h1>
        <p className="max-w-2xl text-dim">
          Small instruments for big names: test a domain, find your archetype, see who leads the vote.
        </p>
      </header>
      <ToolCards />
    </div>
  );
}
