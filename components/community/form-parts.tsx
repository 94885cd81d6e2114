/** The pieces every form of the mall shares: field and button styles, and the error line. */
export const inputClass =
  'w-full rounded border border-edge bg-void px-3 py-2 font-mono text-sm text-ink placeholder:text-dim/70 focus:border-neon-cyan focus:outline-none focus-visible:ring-2 focus-visible:ring-neon-cyan/60 disabled:opacity-60';
export const labelClass = 'mb-1 block font-mono text-xs uppercase tracking-wider text-dim';
export const buttonClass =
  'rounded border border-neon-cyan bg-neon-cyan/10 px-5 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/20 disabled:cursor-not-allowed disabled:opacity-60';

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded border border-neon-red/60 bg-neon-red/10 px-3 py-2 text-sm text-neon-red">
      {message}
    </p>
  );
}
