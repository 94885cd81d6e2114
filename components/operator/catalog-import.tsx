'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { CatalogImportResult } from './catalog-import-result';
import { streamImport, type CatalogImportState, type ImportFailed } from './catalog-import-stream';
import { LABEL } from '@/components/ui/field';

/**
 * The CLI's streaming import in the browser (scripts/catalog-import.ts, docs/operators.md "Catalogue"): the file is
 * read in chunks and parsed as it goes, rows are staged in batches on an import session, and the import commits in
 * one transaction at the end. A bad row stops it with each row's line and column, and nothing is imported.
 */
export function CatalogImport() {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CatalogImportState>({ kind: 'idle' });

  async function run(file: File) {
    setState({ kind: 'running', rows: 0, fraction: 0, committing: false });
    try {
      const result = await streamImport(file, setState);
      setState({ kind: 'done', ...result });
      router.refresh();
    } catch (error) {
      const failed = error as ImportFailed;
      setState({ kind: 'failed', message: failed.message, problems: failed.problems });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (file) void run(file);
  }

  const running = state.kind === 'running';
  return (
    <div className="grid max-w-2xl gap-4 panel p-4 sm:p-6">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className={LABEL}>
          CSV FILE
          <input ref={fileInput} type="file" name="file" accept=".csv,text/csv" required className="mt-1 text-sm" />
        </label>
        <button
          type="submit"
          disabled={running}
          className="rounded border border-neon-yellow px-4 py-2 font-mono text-sm text-neon-yellow hover:bg-neon-yellow/10 disabled:opacity-60"
        >
          {running ? 'Importing…' : 'Import'}
        </button>
      </form>
      {running ? (
        <div>
          <progress
            className="h-3 w-full accent-neon-cyan"
            max={100}
            value={Math.round(state.fraction * 100)}
            aria-label="Import progress"
          />
          <p className="mt-1 font-mono text-sm text-dim" aria-live="polite">
            {state.committing
              ? `Committing ${state.rows.toLocaleString('en-US')} rows…`
              : `${state.rows.toLocaleString('en-US')} rows · ${Math.round(state.fraction * 100)}%`}
          </p>
        </div>
      ) : null}
      <CatalogImportResult state={state} />
    </div>
  );
}
