// `npm run tickets -- grant WALLET N --reason "…"` and `npm run tickets -- set WALLET --tier T --wifhoodie true|false`:
// operator commands that go through the running server (only it may open the embedded data dir).
import { parseArgs } from 'node:util';
import { callOperator, OperatorError, serverUrl } from './operator-client';

const USAGE = `Usage:
  npm run tickets -- grant WALLET N --reason "why" [--key IDEMPOTENCY_KEY]
  npm run tickets -- set WALLET [--tier "Tier 0"|Retailpunk|Mallrat|Slotlord|Hoodieguard|Mallcore] [--wifhoodie true|false]
The server must be running (OPERATOR_URL or SITE_URL, default http://localhost:3000).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    reason: { type: 'string' },
    key: { type: 'string' },
    tier: { type: 'string' },
    wifhoodie: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const [command, wallet, amountText] = positionals;
if (!wallet) fail('Give a wallet address.');

try {
  if (command === 'grant') {
    const amount = Number(amountText);
    if (!Number.isInteger(amount) || amount === 0) fail('N must be a non-zero whole number of tickets.');
    if (!values.reason?.trim()) fail('Give a --reason (it is shown on the wallet’s statement).');
    const result = await callOperator<{ balance: number; replayed: boolean }>('/api/operator/tickets/grant', {
      wallet,
      amount,
      reason: values.reason,
      ...(values.key ? { idempotencyKey: values.key } : {}),
    });
    console.log(
      result.replayed
        ? `Already granted with key ${values.key}; nothing changed. Balance after that grant: ${result.balance} RT.`
        : `Granted ${amount} RT to ${wallet} (${values.reason}). Balance: ${result.balance} RT.`,
    );
  } else if (command === 'set') {
    if (values.wifhoodie !== undefined && !['true', 'false'].includes(values.wifhoodie))
      fail('--wifhoodie takes true or false.');
    if (values.tier === undefined && values.wifhoodie === undefined) fail('Give --tier and/or --wifhoodie.');
    const result = await callOperator<{ registry: { tier: string; wifhoodie_holder: boolean; total_rts: number } }>(
      '/api/operator/tickets/set',
      {
        wallet,
        ...(values.tier !== undefined ? { tier: values.tier } : {}),
        ...(values.wifhoodie !== undefined ? { wifhoodie: values.wifhoodie === 'true' } : {}),
      },
    );
    const { tier, wifhoodie_holder, total_rts } = result.registry;
    console.log(`${wallet}: tier ${tier}, wifhoodie ${wifhoodie_holder}, ${total_rts} RT.`);
  } else {
    fail(`Unknown command "${command ?? ''}".`);
  }
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(`Failed (${serverUrl()}): ${error.message}`);
  process.exit(1);
}
