/** The pieces every form of the mall shares: field and button styles, the error line, the sender and the answer. */
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

/** A message form's answer once it is stored: what was received, what happens next, and a way to send another. */
export function Received({
  title,
  next,
  again,
  onAgain,
}: {
  title: string;
  next: string;
  again: string;
  onAgain: () => void;
}) {
  return (
    <section role="status" className="rounded-xl border border-neon-green bg-panel p-8 text-center">
      <p className="font-display text-xl text-neon-green">{title}</p>
      <p className="mt-2 text-dim">{next}</p>
      <button type="button" className={`${buttonClass} mt-6`} onClick={onAgain}>
        {again}
      </button>
    </section>
  );
}

/** The sender's optional name and required e-mail, side by side; `ids` prefixes the fields' ids when given. */
export function SenderFields({ nameLabel, ids }: { nameLabel: string; ids?: string }) {
  const id = (name: string) => (ids ? `${ids}-${name}` : name);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={id('name')} className={labelClass}>
          {nameLabel}
        </label>
        <input id={id('name')} name="name" maxLength={80} autoComplete="name" className={inputClass} />
      </div>
      <div>
        <label htmlFor={id('email')} className={labelClass}>
          Email *
        </label>
        <input id={id('email')} name="email" type="email" required autoComplete="email" className={inputClass} />
      </div>
    </div>
  );
}
