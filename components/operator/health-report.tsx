import type { ReactNode } from 'react';
import { formatUtc } from '@/components/tickets/format';
import type { SystemHealth } from '@/lib/integrations/system-health';

const RPC_WORDS: Record<string, string> = {
  ok: 'Answering',
  unreachable: 'Cannot be reached',
  rate_limited: 'Rate-limiting the mall',
  rpc_error: 'Answering with errors',
  garbled: 'Sending answers the mall cannot read',
};

const SOCKET_WORDS: Record<SystemHealth['websocket'], string> = {
  off: 'Not used (no SOLANA_WS_URL): payments are found by the scan every few seconds',
  connecting: 'Connecting',
  connected: 'Connected',
  disconnected: 'Not connected',
};

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="border-t border-edge py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-xs tracking-widest text-dim">{label}</dt>
      <dd className="sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function rpcText(health: SystemHealth): string {
  if (!health.payments) return 'Not watched: the mall has no seller wallet';
  if (!health.rpc) return 'Not checked';
  const words = RPC_WORDS[health.rpc.state] ?? health.rpc.state;
  return health.rpc.latencyMs === null ? words : `${words} in ${health.rpc.latencyMs.toLocaleString('en-US')} ms`;
}

function scanText(health: SystemHealth): string {
  if (!health.payments) return 'Off: the mall has no seller wallet';
  const { secondsSince, failures } = health.scan;
  const last = secondsSince === null ? 'Not scanned yet' : `Last scanned ${secondsSince.toLocaleString('en-US')} s ago`;
  return failures > 0 ? `${last}; the last ${failures} scans failed` : last;
}

/** Every fact of the health page, one row each, in the words of docs/operators.md "Health". */
export function HealthReport({ health }: { health: SystemHealth }) {
  const { outbox, deliveries, siteUrl } = health;
  return (
    <dl className="panel px-4 font-mono text-sm" aria-label="Health">
      <Row label="SOLANA RPC" testId="health-rpc">
        {rpcText(health)}
        {health.rpcEndpoint ? <span className="text-dim"> ({health.rpcEndpoint})</span> : null}
      </Row>
      <Row label="WEBSOCKET" testId="health-websocket">
        {SOCKET_WORDS[health.websocket]}
      </Row>
      <Row label="SELLER SCAN" testId="health-scan">
        {scanText(health)}
      </Row>
      <Row label="OUTBOX" testId="health-outbox">
        {outbox.pending} waiting, {outbox.failed} gave up
      </Row>
      <Row label="DELIVERIES" testId="health-deliveries">
        {deliveries.waiting} under way, {deliveries.blocked} need the operator
      </Row>
      <Row label="SOL PRICE" testId="health-price">
        {health.price
          ? `${health.price.source === 'live' ? 'Live' : 'Fallback'}${health.priceUsd ? ` $${health.priceUsd}` : ''}, ${health.price.ageSeconds} s old`
          : 'Not checked'}
      </Row>
      <Row label="DATABASE" testId="health-database">
        {health.database ? `${health.databaseEngine}, answered in ${health.databaseLatencyMs} ms` : 'Cannot be reached'}
      </Row>
      <Row label="VERSION" testId="health-version">
        {health.version}
        {health.builtAt ? `, built ${formatUtc(health.builtAt)}` : ''}
      </Row>
      <Row label="SITE ADDRESS" testId="health-site-url">
        Running as {siteUrl.running}
        {siteUrl.built ? `; built for ${siteUrl.built}` : ''}
      </Row>
    </dl>
  );
}
