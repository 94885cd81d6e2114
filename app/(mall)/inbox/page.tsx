import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { ErrorPanel } from '@/components/errors/error-panel';
import { EmailSettings } from '@/components/inbox/email-settings';
import { InboxList } from '@/components/inbox/inbox-list';
import { IntentLink } from '@/components/navigation/intent-link';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { currentWallet } from '@/lib/auth';
import { isOperatorWallet } from '@/lib/auth/operator-session';
import { readInbox } from '@/lib/inbox/inbox';
import { OPERATOR_INBOX } from '@/lib/rules/inbox';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Inbox', robots: { index: false } };

async function load(inbox: string) {
  try {
    return await readInbox(inbox);
  } catch (error) {
    console.error('[inbox] cannot read the inbox:', (error as Error).message);
    return null;
  }
}

/** The signed-in wallet's inbox (docs/product.md "Inbox"); an operator also reads the operator inbox (?box=operators). */
export default async function InboxPage({ searchParams }: { searchParams: Promise<{ box?: string | string[] }> }) {
  const wallet = await currentWallet();
  const operator = await isOperatorWallet(wallet);
  const box = operator && (await searchParams).box === 'operators' ? 'operators' : 'mine';
  const page = wallet ? await load(box === 'operators' ? OPERATOR_INBOX : wallet) : null;
  return (
    <>
      <CatalogHeader title={box === 'operators' ? 'Operator inbox' : 'Inbox'} kicker="// MESSAGES">
        Your orders, the names you star and your offers write here. A message stays unread until you mark it read.
      </CatalogHeader>
      {operator ? (
        <nav aria-label="Inboxes" className="mb-4 flex gap-4 font-mono text-sm">
          <IntentLink href="/inbox" aria-current={box === 'mine' ? 'page' : undefined} className="underline">
            Yours
          </IntentLink>
          <IntentLink
            href="/inbox?box=operators"
            aria-current={box === 'operators' ? 'page' : undefined}
            className="underline"
          >
            Operators
          </IntentLink>
        </nav>
      ) : null}
      {!wallet ? (
        <ConnectPrompt why="Sign in with your Solana wallet to read your inbox." />
      ) : !page ? (
        <ErrorPanel title="Inbox unavailable" message="Database not available" retryHref="/inbox" />
      ) : (
        <>
          <InboxList key={box} initial={page} box={box} />
          {box === 'mine' ? <EmailSettings /> : null}
        </>
      )}
    </>
  );
}
