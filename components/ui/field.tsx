import { useId, type ReactNode } from 'react';

/** A text input, select or textarea of a form. */
export const CONTROL = 'mt-1 w-full rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';
/** The label above a control, in the console's small capitals. */
export const LABEL = 'flex flex-col font-mono text-xs tracking-widest text-dim';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled control with an optional hint and its error below it: `children` renders the control from the ids the
 * label, hint and error are tied by.
 */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${LABEL} ${className}` : LABEL}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="mt-1 normal-case tracking-normal">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="mt-1 normal-case tracking-normal text-neon-pink">
          {error}
        </span>
      ) : null}
    </div>
  );
}
