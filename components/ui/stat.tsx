/**
 * A counter of a dashboard: its label and its number. The number is set in the plain sans face with figures of one
 * width: the display face draws 0 as a slashed box, which reads as a "no data" icon.
 */
export function Stat({
  label,
  value,
  testId,
  boxed = true,
}: {
  label: string;
  value: number;
  testId: string;
  boxed?: boolean;
}) {
  return (
    <div className={boxed ? 'panel p-4' : 'rounded border border-edge p-3'}>
      <dt className="font-mono text-xs tracking-widest text-dim">{label}</dt>
      <dd className="mt-1 font-sans text-3xl font-semibold tabular-nums text-neon-yellow" data-testid={testId}>
        {value.toLocaleString('en-US')}
      </dd>
    </div>
  );
}
