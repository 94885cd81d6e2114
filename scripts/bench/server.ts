import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchServer {
  url: string;
  process: ChildProcess;
  startToFirstAnswerMs: number;
  peakRssBytes: () => number;
  rssBytes: () => number;
  stop: () => Promise<void>;
}

/**
 * A fresh PostgreSQL database beside the one `adminUrl` names, for one bench run. `drop()` removes it, unless
 * BENCH_KEEP_DATABASE is set.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DATABASE) return console.log(`[bench] kept the database: ${url}`);
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

export function ensureBuild(distDir: string): void {
  if (fs.existsSync(path.join(distDir, 'BUILD_ID'))) return;
  console.log('No production build: building...');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the production build failed');
}

export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return kb * 1024 + children.reduce((sum, child) => sum + rssOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** Starts the production server (server/main.mjs) on a fresh data dir and times it to its first answer. */
export async function startBenchServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['server/main.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SITE_URL: url,
      OPERATOR_TOKEN: 'bench-operator-token-0123456789',
      DATABASE_URL: '', // the server always runs on a fresh embedded database
      SOL_PRICE_URL: `${url}/api/health`,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let firstAnswer = 0;
  for (let i = 0; i < 600 && !firstAnswer; i++) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) firstAnswer = performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  if (!firstAnswer) throw new Error('the server did not answer within 30 s');
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(child.pid!));
  }, 200);
  return {
    url,
    process: child,
    startToFirstAnswerMs: firstAnswer,
    peakRssBytes: () => peak,
    rssBytes: () => rssOf(child.pid!),
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
