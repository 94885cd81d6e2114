#!/usr/bin/env node
// The server the browser tests run against: a production build served by server/main.mjs on a fresh data dir, with the outside
// services (price, minting, receipt webhook, SMTP) played by a local stub. E2E_DEV=1 uses `next dev` instead.
// E2E_DEGRADED=1 starts a second server on the same build whose PostgreSQL cannot be reached.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { startStubServices } from '../tests/e2e/support/stub-services.mjs';
import { Keypair } from '@solana/web3.js';
import { startSolanaRpcStandIn } from '../tests/support/solana-rpc-stand-in.mjs';

const port = process.env.PORT || '3100';
const stubPort = Number(process.env.STUB_PORT || Number(port) + 1);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the browser tests name a fresh data directory.');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const degraded = Boolean(process.env.E2E_DEGRADED);
/** The e2e mall's seller: payments in the browser tests go to this address on the stand-in. */
const E2E_SELLER_WALLET = 'Crbv7YbJJwNCeC1V1ckpZ7V9haXAd8cq1niAw7DJZxSR';
// SMTP_URL (playwright.config.ts): the mall mails through a real SMTP server in the stub's process, whose mails the
// tests read back from the stub (GET /mail).
const smtpPort = process.env.SMTP_URL ? Number(new URL(process.env.SMTP_URL).port) : undefined;
if (!degraded) await startStubServices(stubPort, { smtpPort });
// The Solana network of the e2e mall: a LiteSVM-backed stand-in the tests fund wallets on and pay through, as the
// localnet cluster (SOLANA_RPC_URL stays unset: every chain read goes to SOLANA_LOCALNET_URL). It holds one name
// account (the custody wallet's, below), so other names read as free there, and a wallet's names cannot be listed
// (no getProgramAccounts).
const rpcPort = Number(process.env.SOLANA_RPC_PORT || Number(port) + 3);
const standIn = degraded ? null : await startSolanaRpcStandIn({ port: rpcPort });
// The custody wallet (docs/payments.md "Delivery"): it holds one name on the stand-in, E2E_CUSTODY_NAME, which a paid
// order therefore gets delivered without the operator; every other name has no name account, so its delivery is
// blocked and its order stays paid for the operator's tests.
const E2E_CUSTODY_NAME = 'alphatracker.sol';
const custody = Keypair.fromSeed(new Uint8Array(32).fill(77));
const custodyFile = `${dataDir.replace(/\/+$/, '')}.custody.json`;
fs.writeFileSync(custodyFile, JSON.stringify([...custody.secretKey]), { mode: 0o600 });
if (standIn) {
  // E2E_FINALITY_MS=N: a transaction lands confirmed and is finalized N ms later, as on mainnet (default: at once).
  if (process.env.E2E_FINALITY_MS) standIn.setFinality({ afterMs: Number(process.env.E2E_FINALITY_MS) });
  standIn.fund(custody.publicKey.toBase58(), 1_000_000_000);
  standIn.registerName(E2E_CUSTODY_NAME, custody.publicKey.toBase58());
}
const stub = `http://127.0.0.1:${stubPort}`;
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  NODE_ENV: process.env.E2E_DEV ? 'development' : 'production',
  SITE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  OPERATOR_TOKEN: 'e2e-operator-token-0123456789',
  // The wallet tests/e2e/support/test-wallet.ts makes from OPERATOR_WALLET_SEED: it may open the operator console.
  OPERATOR_WALLETS: '6xmEmauWxYtFYTZD6BHwuV3GYNete3aT4iK5fHuN2WKm',
  SESSION_SECRET: 'e2e-session-secret-0123456789-0123456789-abcdef',
  SOL_PRICE_URL: `${stub}/price`,
  MINT_API_URL: `${stub}/mint`,
  MINT_CLIENT_SECRET: 'e2e-mint-secret',
  MINT_PROJECT_ID: 'e2e-project',
  RECEIPT_WEBHOOK_URL: `${stub}/receipt`,
  OUTBOUND_TIMEOUT_MS: '2000',
  // The Scav Rack draw as a seeded stream, so the slot-machine tests know each outcome (tests/e2e/scavrack.spec.ts).
  SCAV_DRAW_SEED: process.env.SCAV_DRAW_SEED ?? '460',
  // The chat's voucher draw as a seeded stream: seed 92 loses its first 4 draws (the lookup specs' bot replies stay
  // as they were) and wins a Flash Rack code on the 5th (tests/e2e/vouchers.spec.ts).
  CHAT_VOUCHER_SEED: process.env.CHAT_VOUCHER_SEED ?? '92',
  ...(degraded
    ? { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/unreachable', SELLER_WALLET: '' }
    : {
        SELLER_WALLET: E2E_SELLER_WALLET,
        SOLANA_CLUSTER: 'localnet',
        SOLANA_LOCALNET_URL: `http://127.0.0.1:${rpcPort}`,
        SELLER_CUSTODY_KEYPAIR: custodyFile,
      }),
};
const next = 'node_modules/next/dist/bin/next';
if (!process.env.E2E_DEV && !process.env.E2E_SKIP_BUILD && !degraded) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const hooks = ['--import', './tests/support/test-hooks.mjs'];
const command = process.env.E2E_DEV ? [...hooks, next, 'dev', '-p', port] : [...hooks, 'server/main.mjs', '-p', port];
const server = spawn(process.execPath, command, {
  stdio: 'inherit',
  env,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
