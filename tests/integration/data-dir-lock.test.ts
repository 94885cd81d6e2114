import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '@/lib/db/lock';
import { openDatabase } from '@/lib/db/open';

const dirs: string[] = [];
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-lock-'));
  dirs.push(dir);
  return dir;
};
const writeLock = (dir: string, pid: number | string) =>
  fs.writeFileSync(path.join(dir, 'retailverse.lock'), String(pid));

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A process that has exited but that its parent has not reaped: it still answers kill(pid, 0). */
async function zombie(): Promise<{ pid: number; stop: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  for (let i = 0; i < 50 && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, stop: () => parent.kill('SIGKILL') };
}

describe('the embedded data-dir lock when the server was killed', () => {
  it('a lock left by a dead process is taken over, and released on close', async () => {
    const dir = freshDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    writeLock(dir, dead);
    const handle = await openDatabase({ engine: 'pglite', dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'retailverse.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(path.join(dir, 'retailverse.lock'))).toBe(false);
  });

  it.runIf(process.platform === 'linux')('a killed process not yet reaped (a zombie) holds nothing', async () => {
    const dir = freshDataDir();
    const { pid, stop } = await zombie();
    try {
      expect(() => process.kill(pid, 0)).not.toThrow();
      writeLock(dir, pid);
      const handle = await openDatabase({ engine: 'pglite', dataDir: dir });
      await handle.close();
    } finally {
      stop();
    }
  });

  it('a live holder keeps the data dir: a second opener is refused with the clear message', async () => {
    const dir = freshDataDir();
    writeLock(dir, process.ppid);
    await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    expect(fs.readFileSync(path.join(dir, 'retailverse.lock'), 'utf8')).toBe(String(process.ppid));
  });
});
