'use client';

import { parse } from 'csv-parse/browser/esm';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { csvRowToRecord } from '@/lib/catalog/csv-record';
import { IMPORT_BATCH_MAX_ROWS } from '@/lib/rules/catalog-limits';

type Problem = { line: number; column?: string; message: string };
type Row = { line: number; record: unknown };
type Kept = { name: string; line: number; orderId: string; orderStatus: string; kept: Record<string, unknown> };
type Committed = { inserted: number; updated: number; protectedCount: number; protected: Kept[] };
type State =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number; fraction: number; committing: boolean }
  | ({ kind: 'done' } & Committed)
  | { kind: 'failed'; message: string; problems: Problem[] };

/** The file is read this many bytes at a time: a million-row file never sits whole in memory. */
const CHUNK_BYTES = 1024 * 1024;

class ImportFailed extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

async function post<T>(path: string, body?: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new ImportFailed('Could not reach the mall. Check your connection and try again.');
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: { message?: string }; rows?: Problem[] }) | null;
  if (!response.ok)
    throw new ImportFailed(payload?.error?.message ?? `The server answered ${response.status}.`, payload?.rows ?? []);
  return payload as T;
}

/**
 * The CLI's streaming import in the browser (scripts/catalog-import.ts, docs/operators.md "Catalogue"): the file is
 * read in chunks and parsed as it goes, rows are staged in batches on an import session, and the import commits in
 * one transaction at the end. A bad row stops it with each row's line and column, and nothing is imported.
 */
export function CatalogImport() {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function run(file: File) {
    setState({ kind: 'running', rows: 0, fraction: 0, committing: false });
    let importId: string | undefined;
    try {
      importId = (await post<{ id: string }>('/api/operator/catalog/imports')).id;
      const parser = parse({ columns: true, bom: true, skip_empty_lines: true, info: true });
      let parseError: (Error & { lines?: number }) | undefined;
      parser.on('error', (error: Error) => (parseError = error));
      const decoder = new TextDecoder();
      let batch: Row[] = [];
      let rows = 0;
      const send = async () => {
        if (!batch.length) return;
        const sending = batch;
        batch = [];
        await post(`/api/operator/catalog/imports/${importId}/rows`, { rows: sending });
        rows += sending.length;
      };
      const take = async () => {
        if (parseError)
          throw new ImportFailed('bad row(s); nothing was imported.', [
            { line: parseError.lines ?? 1, message: parseError.message.replace(/^Invalid Record Length: /, '') },
          ]);
        let read: { record: Record<string, string>; info: { lines: number } } | null;
        while ((read = parser.read()) !== null) {
          batch.push({ line: read.info.lines, record: csvRowToRecord(read.record) });
          if (batch.length === IMPORT_BATCH_MAX_ROWS) await send();
        }
      };
      for (let offset = 0; offset < file.size; offset += CHUNK_BYTES) {
        const bytes = await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer();
        parser.write(decoder.decode(bytes, { stream: true }));
        await take();
        const fraction = Math.min(1, (offset + CHUNK_BYTES) / file.size);
        setState({ kind: 'running', rows: rows + batch.length, fraction, committing: false });
      }
      parser.write(decoder.decode());
      parser.end();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await take();
      await send();
      if (rows === 0)
        throw new ImportFailed('bad row(s); nothing was imported.', [
          { line: 1, message: 'the file holds no domains' },
        ]);
      setState({ kind: 'running', rows, fraction: 1, committing: true });
      const result = await post<Committed>(`/api/operator/catalog/imports/${importId}/commit`);
      importId = undefined;
      setState({ kind: 'done', ...result });
      router.refresh();
    } catch (error) {
      if (importId) await post(`/api/operator/catalog/imports/${importId}`, undefined, 'DELETE').catch(() => {});
      const failed = error instanceof ImportFailed ? error : new ImportFailed((error as Error).message);
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
    <div className="grid max-w-2xl gap-4 rounded-lg border border-edge bg-panel p-4 sm:p-6">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col font-mono text-xs tracking-widest text-dim">
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
      <div role="status" aria-live="polite" className="font-mono text-sm">
        {state.kind === 'done' ? (
          <p className="text-neon-green">
            Imported: {state.inserted} new, {state.updated} updated.
          </p>
        ) : null}
        {state.kind === 'done' && state.protectedCount ? (
          <div className="mt-2 text-neon-yellow">
            <p>
              {state.protectedCount} name(s) kept their status and price because an order holds or sold them (the rest
              of each row was written; the CLI&apos;s --override writes them whole):
            </p>
            <ul className="mt-2 list-disc pl-5" data-testid="import-protected">
              {state.protected.map((p) => (
                <li key={p.name}>
                  line {p.line}: {p.name} ({Object.keys(p.kept).join(', ')} kept) · order {p.orderId} is {p.orderStatus}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <div className="text-neon-pink">
            <p>Import failed: {state.message}</p>
            {state.problems.length ? (
              <ul className="mt-2 list-disc pl-5" data-testid="import-problems">
                {state.problems.map((p) => (
                  <li key={`${p.line}-${p.column ?? ''}-${p.message}`}>
                    line {p.line}
                    {p.column ? `, column ${p.column}` : ''}: {p.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
