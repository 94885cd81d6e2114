import Link from 'next/link';
import { paymentWatchStatus } from '@/lib/commerce/payments/payment-scan';
import { readOutboxSummary } from '@/lib/commerce/outbox/worker';
import { SCAN_FAILING_AFTER } from '@/lib/rules/system-status';
import { OutboxRetryButton } from './outbox-retry-button';

const WATCH_LABELS: Record<string, string> = {
  off: 'Off: the mall has no seller wallet',
  starting: 'Starting',
  ok: 'Reading the chain',
  rate_limited: 'Slowed down: the Solana network is rate-limiting us',
  unreachable: 'The Solana network cannot be reached',
  rpc_error: 'The Solana network answers with errors',
  garbled: 'The Solana network sends answers we cannot read',
  internal: 'The payment watch failed (see the server log)',
};

/**
 * The work the mall does in the background: the payment watch (a scan that keeps failing is said loudly) and the
 * outbox of what each order's moves still have to carry out, with every job in trouble and a retry for those that
 * gave up (docs/payments.md "The outbox").
 */
export async function BackgroundWork() {
  const [watch, outbox] = await Promise.all([paymentWatchStatus(), readOutboxSummary()]);
  const failing = watch.failures >= SCAN_FAILING_AFTER;
  return (
    <section aria-labelledby="background-heading" className="panel p-4 sm:p-6">
      <h2 id="background-heading" className="font-display text-xl text-neon-cyan">
        Background work
      </h2>
      {failing ? (
        <p role="alert" className="mt-2 rounded border border-neon-pink p-3 font-mono text-sm text-neon-pink">
          Payments are delayed: the last {watch.failures} scans failed
          {watch.failingSince ? ` (since ${new Date(watch.failingSince).toUTCString()})` : ''}. Nothing is lost; they
          are read once the network answers.
        </p>
      ) : null}
      <dl className="mt-3 grid gap-2 font-mono text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs tracking-widest text-dim">PAYMENT WATCH</dt>
          <dd data-testid="payment-watch">{WATCH_LABELS[watch.watch] ?? watch.watch}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-widest text-dim">OUTBOX WAITING</dt>
          <dd data-testid="outbox-pending">{outbox.pending}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-widest text-dim">OUTBOX GAVE UP</dt>
          <dd data-testid="outbox-failed">{outbox.failed}</dd>
        </div>
      </dl>
      {outbox.troubled.length > 0 ? (
        <ul className="mt-3 grid gap-2 font-mono text-xs" aria-label="Jobs in trouble">
          {outbox.troubled.map((job) => (
            <li key={job.id} className="rounded border border-edge p-2">
              <span className="text-white">{job.kind}</span>{' '}
              {job.orderId ? (
                <Link href={`/operator/orders/${job.orderId}`} className="text-neon-cyan underline">
                  order {job.orderId.slice(0, 8)}
                </Link>
              ) : null}{' '}
              <span className="text-dim">
                {job.state === 'failed' ? 'gave up' : 'retrying'} after {job.attempts} attempts: {job.lastError}
              </span>{' '}
              {job.state === 'failed' ? <OutboxRetryButton id={job.id} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
