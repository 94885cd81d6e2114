'use client';

import { useNow } from '@/components/marketplace/use-now';
import { FIXER_CARD_TITLE, fixerCountdown } from '@/components/scavrack/fixer';

/** 'Fixer Upgrade Incoming' with a countdown to queueExpires (ticking on its own), then 'Upgrading soon!'. */
export function FixerCard({ queueExpires }: { queueExpires: string | null }) {
  const now = useNow();
  const countdown = now === null ? null : fixerCountdown(queueExpires, new Date(now));
  return (
    <div className="mt-3 rounded border border-neon-yellow/60 bg-neon-yellow/5 p-3" data-testid="fixer-card">
      <p className="font-mono text-xs font-bold uppercase tracking-wider text-neon-yellow">🛠️ {FIXER_CARD_TITLE}</p>
      <p className="mt-1 font-mono text-sm text-ink" data-testid="fixer-countdown">
        {countdown === null ? '--:--:--' : countdown.done ? countdown.text : `Upgrade in ${countdown.text}`}
      </p>
    </div>
  );
}
