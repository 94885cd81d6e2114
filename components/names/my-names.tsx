import { IntentLink } from '@/components/navigation/intent-link';
import { MY_NAMES_SHOWN } from '@/lib/rules/chain-reads';
import { type MyName, loadMyNames } from './load-my-names';
import { NameRecordList } from './name-record-list';
import { countOf } from '@/lib/rules/labels';

function NameCard({ entry }: { entry: MyName }) {
  return (
    <li className="panel p-4" data-testid="my-name">
      <h3 className="font-display text-xl text-neon-cyan">
        {entry.name}.sol
        {entry.primary ? (
          <span className="ml-2 rounded border border-neon-yellow/60 px-2 py-0.5 font-mono text-xs text-neon-yellow">
            PRIMARY
          </span>
        ) : null}
        {entry.tokenized ? (
          <span className="ml-2 rounded border border-neon-cyan/60 px-2 py-0.5 font-mono text-xs text-neon-cyan">
            NFT
          </span>
        ) : null}
      </h3>
      <NameRecordList records={entry.records} />
      {entry.loreHref ? (
        <p className="mt-2 text-sm">
          <IntentLink href={entry.loreHref} className="text-neon-cyan underline">
            Its lore page
          </IntentLink>
        </p>
      ) : null}
      {entry.orders.map((order) => (
        <p key={order.id} className="mt-2 font-mono text-xs text-dim">
          Bought here: order {order.id.slice(0, 8)} ·{' '}
          {order.status === 'fulfilled' ? 'delivered' : 'paid, awaiting delivery'}
        </p>
      ))}
    </li>
  );
}

/** The signed-in wallet's .sol names, read from chain (rendered for that wallet only: never page-cached). */
export async function MyNames({ wallet }: { wallet: string }) {
  const found = await loadMyNames(wallet);
  if (found.status === 'failed')
    return (
      <p
        role="status"
        className="rounded-lg border border-neon-red/60 bg-panel p-4 text-dim"
        data-testid="my-names-failed"
      >
        {found.message}
      </p>
    );
  if (found.names.length === 0)
    return (
      <p className="panel p-4 text-dim" data-testid="my-names-empty">
        This wallet holds no .sol name.
        {found.tokenizedUnavailable ? ' Names it holds as NFTs could not be read just now.' : ''}
      </p>
    );
  return (
    <>
      {found.total > MY_NAMES_SHOWN ? (
        <p className="mb-3 text-sm text-dim">
          Showing {MY_NAMES_SHOWN} of {countOf(found.total, 'name')}.
        </p>
      ) : null}
      {found.tokenizedUnavailable ? (
        <p className="mb-3 text-sm text-dim">Names this wallet holds as NFTs could not be read just now.</p>
      ) : null}
      {found.ordersUnavailable ? (
        <p className="mb-3 text-sm text-dim">The mall&apos;s orders could not be read just now.</p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {found.names.map((entry) => (
          <NameCard key={entry.name} entry={entry} />
        ))}
      </ul>
    </>
  );
}
