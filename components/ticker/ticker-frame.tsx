'use client';

/**
 * The toast's box and close button, shared by the real and the simulated ticker. On a phone it sits at the end of the
 * page, above the chat button's corner, rather than floating over the content; from md up it floats bottom right.
 */
export const TICKER_CLASS =
  'pointer-events-none relative z-20 mx-2 mb-20 w-fit max-w-[15rem] rounded-lg border border-neon-green/50 bg-panel/95 py-1 pl-2 pr-8 md:fixed md:mx-0 md:mb-0 font-mono text-[11px] leading-tight shadow-[0_0_20px_rgb(74_222_128/0.2)] md:bottom-4 md:left-auto md:right-36 md:max-w-[calc(100vw-9rem)] md:px-3 md:py-2 md:pr-8 md:text-xs';

export function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label="Dismiss recent purchases"
      className="pointer-events-auto absolute right-0.5 top-0.5 grid size-6 place-items-center rounded text-dim hover:text-ink"
    >
      ×
    </button>
  );
}
