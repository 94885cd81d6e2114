import type { Metadata } from 'next';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { HealthReport } from '@/components/operator/health-report';
import { requireConsole } from '@/components/operator/require-console';
import { readSystemHealth } from '@/lib/integrations/system-health';

export const metadata: Metadata = { title: 'Health' };

/** The mall's outside services and background work, checked on each visit (docs/operators.md "Health"). */
export default async function ConsoleHealthPage() {
  await requireConsole();
  const health = await readSystemHealth({ probe: true });
  return (
    <>
      <ConsoleHeading title="Health">
        The Solana network, the payment watch, the background jobs and the services the mall depends on, checked now.
      </ConsoleHeading>
      {health.problems.length > 0 ? (
        <ul className="mb-4 grid gap-2" aria-label="Problems" data-testid="health-problems">
          {health.problems.map((problem) => (
            <li key={problem} className="rounded border border-neon-pink p-3 font-mono text-sm text-neon-pink">
              {problem}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 font-mono text-sm text-neon-green" data-testid="health-ok">
          All is well.
        </p>
      )}
      <HealthReport health={health} />
    </>
  );
}
