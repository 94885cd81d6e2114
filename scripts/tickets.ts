// `npm run tickets -- grant|set|feedback|rewards …`: operator commands that go through the running server (only it
// may open the embedded data dir).
import { parseArgs } from 'node:util';
import { callOperator, OperatorError, serverUrl } from './operator-client';

const USAGE = `Usage:
  npm run tickets -- grant WALLET N --reason "why" [--key IDEMPOTENCY_KEY]
  npm run tickets -- set WALLET [--tier "Tier 0"|Retailpunk|Mallrat|Slotlord|Hoodieguard|Mallcore] [--wifhoodie true|false]
  npm run tickets -- feedback list [--status pending|approved|rejected]
  npm run tickets -- feedback approve|reject ID
  npm run tickets -- rewards show
  npm run tickets -- rewards set-welcome N
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
    status: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const [command, wallet, amountText] = positionals;
if (!wallet) fail(command === 'feedback' || command === 'rewards' ? 'Give a subcommand.' : 'Give a wallet address.');

interface Feedback {
  id: number;
  wallet: string;
  status: string;
  createdAt: string;
  message: string;
}
interface RewardsOverview {
  welcomeGrant: number;
  welcomeClaims: number;
  welcomeTicketsGranted: number;
  referrals: { referred: number; credited: number };
}

async function feedbackCommand(action: string, idText: string | undefined): Promise<void> {
  if (action === 'list') {
    const { feedback } = await callOperator<{ feedback: Feedback[] }>('/api/operator/feedback', {
      action: 'list',
      ...(values.status ? { status: values.status } : {}),
    });
    if (feedback.length === 0) console.log('No feedback.');
    for (const f of feedback) console.log(`#${f.id} ${f.status} ${f.createdAt} ${f.wallet}\n  ${f.message}`);
    return;
  }
  if (action !== 'approve' && action !== 'reject') fail(`Unknown feedback command "${action}".`);
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) fail('Give the feedback ID (a whole number, see `feedback list`).');
  const { feedback } = await callOperator<{ feedback: Feedback }>('/api/operator/feedback', { action, id });
  console.log(
    action === 'approve'
      ? `Feedback #${id} approved: ${feedback.wallet} earned 3 RT.`
      : `Feedback #${id} rejected; nothing credited.`,
  );
}

async function rewardsCommand(action: string, amountArg: string | undefined): Promise<void> {
  if (action !== 'show' && action !== 'set-welcome') fail(`Unknown rewards command "${action}".`);
  const amount = Number(amountArg);
  if (action === 'set-welcome' && (!Number.isInteger(amount) || amount < 1 || amount > 100))
    fail('N must be a whole number of tickets from 1 to 100.');
  const overview = await callOperator<RewardsOverview>(
    '/api/operator/rewards',
    action === 'show' ? { action } : { action, amount },
  );
  console.log(
    `Welcome grant: ${overview.welcomeGrant} RT; claimed by ${overview.welcomeClaims} wallets ` +
      `(${overview.welcomeTicketsGranted} RT in all).\n` +
      `Referrals: ${overview.referrals.referred} wallets signed in through a link, ${overview.referrals.credited} credited.`,
  );
}

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
  } else if (command === 'feedback') {
    await feedbackCommand(wallet, amountText);
  } else if (command === 'rewards') {
    await rewardsCommand(wallet, amountText);
  } else {
    fail(`Unknown command "${command ?? ''}".`);
  }
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(`Failed (${serverUrl()}): ${error.message}`);
  process.exit(1);
}
