import { IntentLink } from '@/components/navigation/intent-link';

/** The mall's own 404 outside any page frame (app/not-found.tsx, an unknown sample site): the way back to the entrance. */
export function AisleNotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <p className="font-mono text-sm text-neon-pink">ERROR 404 // AISLE NOT FOUND</p>
      <h1 className="font-display text-3xl text-ink">This aisle doesn&apos;t exist</h1>
      <p className="text-dim">The page you were looking for was moved, sold, or never stocked.</p>
      <IntentLink href="/" className="rounded border border-neon-cyan px-4 py-2 text-neon-cyan hover:bg-neon-cyan/10">
        Back to the mall entrance
      </IntentLink>
    </main>
  );
}
