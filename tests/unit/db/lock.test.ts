import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/lib/db/lock';

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rv-lock-')), 'nested', 'data');

describe('lockDataDir', () => {
  it('creates the data dir and its parents, and releases the lock', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'retailverse.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'retailverse.lock'))).toBe(false);
  });

  it('refuses a dir held by another live process, with a clear message', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'retailverse.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already open in process/);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, 'retailverse.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'retailverse.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'retailverse.lock'))).toBe(false);
  });
});
