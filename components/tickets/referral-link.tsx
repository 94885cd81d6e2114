'use client';

import { useId, useState } from 'react';

/** The wallet's referral link, selectable, with a copy button that says when it worked. */
export function ReferralLink({ link }: { link: string }) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-link`} className="font-mono text-xs uppercase tracking-wider text-dim">
        Your referral link
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-link`}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-edge bg-void px-3 py-2 font-mono text-xs text-ink focus:border-neon-cyan focus:outline-none focus-visible:ring-2 focus-visible:ring-neon-cyan/60"
        />
        <button
          type="button"
          onClick={copy}
          className="rounded border border-neon-cyan bg-neon-cyan/10 px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/20"
        >
          Copy link
        </button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm">
        {status === 'copied' ? <span className="text-neon-green">Link copied</span> : null}
        {status === 'failed' ? (
          <span role="alert" className="text-neon-red">
            Could not copy: select the link and copy it by hand.
          </span>
        ) : null}
      </p>
    </div>
  );
}
