import Link from 'next/link';
import { readSystemHealth } from '@/lib/integrations/system-health';

/**
 * The console's banner when something is wrong (stored state only: no outside call is made for it), with a link to
 * the health page. Nothing when all is well.
 */
export async function HealthBanner() {
  const { problems } = await readSystemHealth();
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      aria-label="Something is wrong"
      className="border-b border-neon-pink bg-panel px-4 py-3 font-mono text-sm text-neon-pink"
      data-testid="health-banner"
    >
      <p>
        {problems[0]}
        {problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}{' '}
        <Link href="/operator/health" className="text-neon-cyan underline">
          See the health page
        </Link>
      </p>
    </div>
  );
}
