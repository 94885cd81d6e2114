'use client';

import { apiRequest } from '@/components/api/client';
import { useEffect, useId, useReducer, useState } from 'react';
import type { SystemColor } from '@/lib/rules/system-status';
import { inNextTask } from './in-next-task';
import { INITIAL_SYSTEM_STATUS, formatLocalDateTime, mergeStatus, statusIcon } from './system-status-state';

const DOT: Record<SystemColor, string> = {
  green: 'bg-neon-green shadow-[0_0_8px_var(--color-neon-green)]',
  yellow: 'bg-neon-yellow shadow-[0_0_8px_var(--color-neon-yellow)]',
  red: 'bg-neon-red shadow-[0_0_8px_var(--color-neon-red)]',
};
const TEXT: Record<SystemColor, string> = {
  green: 'text-neon-green border-neon-green/40',
  yellow: 'text-neon-yellow border-neon-yellow/40',
  red: 'text-neon-red border-neon-red/50',
};

/** The system-status badge of docs/product.md §4: the status file, then the listings check, decide its colour. */
export function StatusBadge() {
  const [status, dispatch] = useReducer(mergeStatus, INITIAL_SYSTEM_STATUS);
  const [pinned, setPinned] = useState(false);
  const diagnosticsId = useId();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const cancel = inNextTask(() => {
      // docs/product.md §7: a failed status file is not handled; the listings check still decides the colour.
      apiRequest<unknown>('/api/status.json', { signal })
        .then((result) => dispatch({ type: 'status-file', data: result.ok ? result.data : null }))
        .catch(() => undefined);
      apiRequest<unknown>('/api/listings', { signal })
        .then((result) => dispatch({ type: result.ok ? 'listings-ok' : 'listings-failed' }))
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);

  const icon = statusIcon(status.system);
  return (
    <div className="group relative min-w-0" data-system={status.system} data-testid="status-badge">
      <div role="status" className="min-w-0">
        <button
          type="button"
          aria-expanded={pinned}
          aria-describedby={diagnosticsId}
          onClick={() => setPinned((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setPinned(false);
          }}
          className={`flex max-w-full items-center gap-2 rounded-full border bg-panel px-3 py-1 font-mono text-xs ${TEXT[status.system]}`}
        >
          <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT[status.system]}`} />
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          <span className="min-w-0 truncate">{status.message}</span>
        </button>
      </div>
      <dl
        id={diagnosticsId}
        className={`absolute right-0 top-full z-30 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded border border-edge bg-panel-2 p-3 font-mono text-xs text-dim shadow-lg group-hover:block group-focus-within:block ${
          pinned ? 'block' : 'hidden'
        }`}
      >
        <div className="flex justify-between gap-2">
          <dt>Status</dt>
          <dd className={TEXT[status.system].split(' ')[0]}>{status.system.toUpperCase()}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>Uptime</dt>
          <dd className="text-ink">{status.uptime}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>Last deploy</dt>
          <dd className="text-right text-ink">{formatLocalDateTime(status.lastDeployed)}</dd>
        </div>
      </dl>
    </div>
  );
}
