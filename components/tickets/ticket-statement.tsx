import { ScrollTable } from '@/components/ui/table';
import type { TicketEntry } from '@/lib/tickets';
import { formatUtc } from './format';

/** Every earn and spend of the wallet, newest first, with its reason and time; a test sale's entries say so. */
export function TicketStatement({ entries }: { entries: TicketEntry[] }) {
  return (
    <section aria-labelledby="statement-heading" className="panel p-4 sm:p-6">
      <h2 id="statement-heading" className="font-display text-xl text-neon-cyan">
        Ticket statement
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-dim">No tickets earned or spent yet.</p>
      ) : (
        <ScrollTable
          label="Ticket statement table"
          boxClassName="relative mt-3 overflow-x-auto"
          className="w-full min-w-[32rem] text-left text-sm"
          testId="ticket-statement"
          columnClassName="py-2 pr-3 font-normal"
          columns={[
            'WHEN',
            'ACTION',
            'FOR',
            'NOTE',
            { key: 'RT', label: 'RT', className: 'py-2 text-right font-normal' },
          ]}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-edge/70">
              <td className="py-2 pr-3 whitespace-nowrap text-dim">
                <time dateTime={entry.createdAt}>{formatUtc(entry.createdAt)}</time>
              </td>
              <td className="py-2 pr-3">
                {entry.action}
                {entry.mode === 'test' ? (
                  <span className="ml-2 rounded border border-neon-yellow px-1 font-mono text-xs text-neon-yellow">
                    test
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-3">{entry.accessTarget ?? '—'}</td>
              <td className="py-2 pr-3 text-dim">{entry.notes ?? ''}</td>
              <td className={`py-2 text-right font-mono ${entry.amount > 0 ? 'text-neon-green' : 'text-neon-red'}`}>
                {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
