'use client';

/** The toast's box and close button, shared by the real and the simulated ticker. */
export const TICKER_CLASS =
  'pointer-events-none fixed bottom-2 left-2 z-20 max-w-[15rem] rounded-lg border border-neon-green/50 bg-panel/95 py-1 pl-2 pr-7 font-mono text-[11px] leading-tight shadow-[0_0_20px_rgb(74_222_128/0.2)] md:bottom-4 md:left-auto md:right-36 md:max-w-[calc(100vw-9rem)] md:px-3 md:py-2 md:pr-8 md:text-xs';

export function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label="Dismiss recent purchases"
      className="pointer-events-auto absolute right-1 top-1 grid size-5 place-items-center rounded text-dim hover:text-ink"
    >
      ×
    </button>
  );
}
