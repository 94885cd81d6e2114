'use client';

import type { CatalogImportState } from './catalog-import-stream';

/** What an import came to, read out: the rows written and the names an order kept, or each bad row. */
export function CatalogImportResult({ state }: { state: CatalogImportState }) {
  return (
    <div role="status" aria-live="polite" className="font-mono text-sm">
      {state.kind === 'done' ? (
        <p className="text-neon-green">
          Imported: {state.inserted} new, {state.updated} updated.
        </p>
      ) : null}
      {state.kind === 'done' && state.protectedCount ? (
        <div className="mt-2 text-neon-yellow">
          <p>
            {state.protectedCount} name(s) kept their status and price because an order holds or sold them (the rest of
            each row was written; the CLI&apos;s --override writes them whole):
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
  );
}
