// `npm run orders -- list [--status S] | show ID | fulfil ID | refund ID`: the operator's view of Solana Pay orders,
// through the running server (only it may open the embedded data dir). See docs/payments.md.
import { parseArgs } from 'node:util';
import { callOperator, OperatorError, serverUrl } from './operator-client';

const USAGE = `Usage:
  npm run orders -- list [--status awaiting_payment|paid|paid_late|expired|fulfilled|refunded]
  npm run orders -- show ORDER_ID
  npm run orders -- fulfil ORDER_ID    (after transferring the name to the buyer)
  npm run orders -- refund ORDER_ID    (after sending the payment back: paid or paid_late orders)
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
}

const line = (o: Order) =>
  [o.id, o.status.padEnd(16), o.domain.padEnd(24), `${o.amount} SOL`.padEnd(14), o.buyer ?? '-'].join('  ');

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { status: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
    });
    console.log(orders.length ? orders.map(line).join('\n') : 'No orders.');
  } else if (['show', 'fulfil', 'refund'].includes(command)) {
    if (!id) throw new OperatorError('Give an order id.');
    const { order } = await callOperator<{ order: Order }>('/api/operator/orders', { action: command, id });
    console.log(JSON.stringify(order, null, 2));
  } else {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(`${error.message} (server: ${serverUrl()})`);
  process.exit(1);
}
