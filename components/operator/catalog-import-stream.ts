import { parse } from 'csv-parse/browser/esm';
import { csvRowToRecord } from '@/lib/catalog/csv-record';
import { IMPORT_BATCH_MAX_ROWS } from '@/lib/rules/catalog-limits';

type Problem = { line: number; column?: string; message: string };
type Row = { line: number; record: unknown };
type Kept = { name: string; line: number; orderId: string; orderStatus: string; kept: Record<string, unknown> };
type Committed = { inserted: number; updated: number; protectedCount: number; protected: Kept[] };
export type CatalogImportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number; fraction: number; committing: boolean }
  | ({ kind: 'done' } & Committed)
  | { kind: 'failed'; message: string; problems: Problem[] };

/** The file is read this many bytes at a time: a million-row file never sits whole in memory. */
const CHUNK_BYTES = 1024 * 1024;

export class ImportFailed extends Error {
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

type Running = Extract<CatalogImportState, { kind: 'running' }>;

/**
 * Streams a CSV file into a new import session and commits it: rows staged in batches as the file is parsed, progress
 * reported as it goes. On any failure the session is dropped (nothing imported) and an ImportFailed is thrown.
 */
export async function streamImport(file: File, onProgress: (running: Running) => void): Promise<Committed> {
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
      onProgress({ kind: 'running', rows: rows + batch.length, fraction, committing: false });
    }
    parser.write(decoder.decode());
    parser.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await take();
    await send();
    if (rows === 0)
      throw new ImportFailed('bad row(s); nothing was imported.', [{ line: 1, message: 'the file holds no domains' }]);
    onProgress({ kind: 'running', rows, fraction: 1, committing: true });
    const result = await post<Committed>(`/api/operator/catalog/imports/${importId}/commit`);
    importId = undefined;
    return result;
  } catch (error) {
    if (importId) await post(`/api/operator/catalog/imports/${importId}`, undefined, 'DELETE').catch(() => {});
    throw error instanceof ImportFailed ? error : new ImportFailed((error as Error).message);
  }
}
