import { formatUtc } from '@/components/tickets/format';
import type { OrderNote } from '@/lib/commerce/orders/order-notes';
import { OrderNoteForm } from './order-note-form';

/** The order's notes, oldest first, each with its author and time; and the form that appends one. */
export function OrderNotes({ orderId, notes }: { orderId: string; notes: OrderNote[] }) {
  return (
    <section aria-labelledby="notes-heading" className="mb-6 panel p-4">
      <h2 id="notes-heading" className="font-display text-lg text-neon-cyan">
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-dim" data-testid="order-notes-empty">
          No note yet.
        </p>
      ) : (
        <ol className="mt-2 grid gap-3" data-testid="order-notes">
          {notes.map((note) => (
            <li key={note.id} className="border-l-2 border-edge pl-3">
              <p className="whitespace-pre-wrap text-sm">{note.body}</p>
              <p className="mt-1 font-mono text-xs text-dim">
                <span className="break-all">{note.author}</span> · {formatUtc(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <OrderNoteForm orderId={orderId} />
    </section>
  );
}
