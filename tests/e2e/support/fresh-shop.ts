import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../support/solana-rpc-stand-in.mjs';

/** A mall as `npm start` opens it on a fresh database: no operator, no seller, no network set (test mode). */
export interface FreshShop {
  url: string;
  /** The one-time setup link the server printed at start. */
  setupLink: string;
  /** The Solana network stand-in, playing devnet until told otherwise. */
  standIn: SolanaRpcStandIn;
  stop(): Promise<void>;
}

const SETUP_LINK = /(http:\/\/\S+\/setup\?code=\S+)/;

/**
 * Starts server/main.mjs on the build the main e2e server made, with a fresh data dir and none of the e2e mall's
 * environment (SELLER_WALLET, OPERATOR_WALLETS, SOLANA_CLUSTER), and waits for its setup link.
 */
export async function startFreshShop(port: number): Promise<FreshShop> {
  const standIn = await startSolanaRpcStandIn({ port: port + 3 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `retailverse-fresh-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: url, DATA_DIR: dataDir, OUTBOUND_TIMEOUT_MS: '1000' };
  for (const name of ['SELLER_WALLET', 'OPERATOR_WALLETS', 'SOLANA_CLUSTER', 'SOLANA_RPC_URL', 'DATABASE_URL']) {
    delete env[name];
  }
  const server: ChildProcess = spawn(process.execPath, ['server/main.mjs', '-p', String(port)], { env });
  let output = '';
  const setupLink = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link printed:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = SETUP_LINK.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  // Kept beside the test results: what the server said, for a failing run.
  fs.mkdirSync('test-results', { recursive: true });
  const log = fs.createWriteStream(path.join('test-results', `fresh-shop-${port}.log`));
  log.write(output);
  server.stdout!.on('data', (chunk: Buffer) => log.write(chunk));
  server.stderr!.on('data', (chunk: Buffer) => log.write(chunk));
  return {
    url,
    setupLink,
    standIn,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      log.end();
      await standIn.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
