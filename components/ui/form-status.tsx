/** Where a form is in its cycle: nothing yet, sending, done, or refused with a message. */
export type FormState =
  { kind: 'idle' | 'saving' } | { kind: 'done'; message?: string } | { kind: 'error'; message: string };

/** A form's one status line, read out when it changes: what was done, or what went wrong. */
export function FormStatus({ state, done = 'Saved.', testId }: { state: FormState; done?: string; testId?: string }) {
  return (
    <p role="status" aria-live="polite" className="font-mono text-sm" data-testid={testId}>
      {state.kind === 'done' ? <span className="text-neon-green">{state.message ?? done}</span> : null}
      {state.kind === 'error' ? <span className="text-neon-pink">{state.message}</span> : null}
    </p>
  );
}
