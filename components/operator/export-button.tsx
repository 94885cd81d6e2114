'use client';

import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { CsvExport } from '@/lib/community/export';

/** Downloads one stored list as CSV (the operator export API, as `npm run export` writes it). */
export function ExportButton({ table }: { table: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    setError(null);
    const result = await apiRequest<CsvExport>('/api/operator/export', { method: 'POST', body: { table } });
    setBusy(false);
    if (!result.ok) {
      setError(failureMessage(result));
      return;
    }
    const url = URL.createObjectURL(new Blob([result.data.csv], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${table}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className="rounded border border-edge px-3 py-2 font-mono text-sm text-dim hover:text-neon-cyan disabled:opacity-60"
      >
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      <span role="status" className="font-mono text-sm text-neon-pink">
        {error}
      </span>
    </span>
  );
}
