import { spawn, type ChildProcess } from 'node:child_process';
import { signedProof, freshIp, type TestWallet } from './test-wallet';
import type { SiwsInput } from '@/lib/auth/siws-input';

const SERVER = 'tests/integration/support/spend-server.ts';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone (and reaped). */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Starts tests/integration/support/spend-server.ts on `env`; rejects with its stderr if it does not come up. */
export function startAppProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<AppProcess> {
  // One process (not the tsx CLI, which runs the script in a child): a SIGKILL must hit the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', SERVER], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the app process did not start in ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const port = /listening on (\d+)/.exec(stdout)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${port}`, child, exited });
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the app process exited (${how}) before listening: ${stderr}`));
    });
  });
}

/** Stops the process gracefully (it closes its database and releases the data-dir lock). */
export async function stopAppProcess(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill('SIGTERM');
  await app.exited;
}

/** Signs in over HTTP through /api/auth/nonce and /api/auth/verify; returns the Cookie header value. */
export async function signInOverHttp(baseUrl: string, wallet: TestWallet): Promise<string> {
  const ip = freshIp();
  const nonce = await fetch(`${baseUrl}/api/auth/nonce`, { headers: { 'x-forwarded-for': ip } });
  const { input } = (await nonce.json()) as { input: SiwsInput };
  const verify = await fetch(`${baseUrl}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(signedProof(wallet, { ...input, address: wallet.address })),
  });
  if (verify.status !== 200) throw new Error(`sign-in failed: ${verify.status} ${await verify.text()}`);
  return verify.headers.get('set-cookie')!.split(';')[0]!;
}
