// `npm run orders -- list [--status S] [--owed] | show ID | fulfil ID | refund ID --signature SIG [--lamports N]`: the operator's view of Solana Pay orders,
// through the running server (only it may open the embedded data dir). See docs/payments.md.
import { parseArgs } from 'node:util';
import { lamportsToSol } from '../lib/rules/money';
import { callOperator, OperatorError, serverUrl } from './operator-client';

const USAGE = `Usage:
  npm run orders -- list [--status awaiting_payment|confirming|paid|delivering|fulfilled|expired|paid_late|
                          refund_pending|refunded] [--owed]
  npm run orders -- show ORDER_ID
  npm run orders -- fulfil ORDER_ID    (after transferring the name to the buyer: refused until the chain shows
                                        the buyer owns it)
  npm run orders -- refund ORDER_ID --signature SIG [--lamports N]
      (after sending SOL back: SIG is your refund transaction, with memo refund:ORDER_ID, from an operator wallet or
       the seller, paying each wallet that paid what it is owed; recorded once the chain finalizes it (until then
       "verifying": the mall finishes it); without --lamports, everything every payer sent is refunded and a paid
       name is for sale again; with it, part of what is owed)
The server must be running (OPERATOR_URL or SITE_URL, default http://localhost:3000).`;

interface Order {
  id: string;
  status: string;
  domain: string;
  amount: string;
  buyer: string | null;
  signature: string | null;
  expiresAt: string;
  paidAt: string | null;
  owedLamports?: string;
}

const owed = (o: Order) =>
  o.owedLamports && o.owedLamports !== '0' ? `owed ${lamportsToSol(o.owedLamports)} SOL` : '';
const line = (o: Order) =>
  [o.id, o.status.padEnd(16), o.domain.padEnd(24), `${o.amount} SOL`.padEnd(14), o.buyer ?? '-', owed(o)].join('  ');

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    owed: { type: 'boolean' },
    signature: { type: 'string' },
    lamports: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, id] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

try {
  if (command === 'list') {
    const { orders } = await callOperator<{ orders: Order[] }>('/api/operator/orders', {
      action: 'list',
      ...(values.status ? { status: values.status } : {}),
      ...(values.owed ? { owed: true } : {}),
    });
    console.log(orders.length ? orders.map(line).join('\n') : 'No orders.');
  } else if (['show', 'fulfil', 'refund'].includes(command)) {
    if (!id) throw new OperatorError('Give an order id.');
    if (command === 'refund' && !values.signature)
      throw new OperatorError('Give the refund transaction: --signature SIG.');
    const refund = command === 'refund' ? { signature: values.signature, lamports: values.lamports } : {};
    const answer = await callOperator<{ order: Order } | { state: 'verifying'; intent: string }>(
      '/api/operator/orders',
      { action: command, id, ...refund },
    );
    if ('state' in answer) {
      console.log('The refund is on chain but not final yet: the mall records it once the network finalizes it.');
    } else console.log(JSON.stringify(answer.order, null, 2));
  } else {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(`${error.message} (server: ${serverUrl()})`);
  process.exit(1);
}
