import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOrCreateSecret, SecretError } from '@/lib/auth/secret-file';
import { operatorToken, sessionSecret } from '@/lib/auth/secrets';
import { resetEnvCache } from '@/lib/env';

const OPERATOR_TOKEN_SPEC = { fileName: 'operator-token', variable: 'OPERATOR_TOKEN', minLength: 16 };

/** Runs `read` with these variables set, as the server reads them. */
function withEnv<T>(variables: Record<string, string>, read: () => T): T {
  const before = { ...process.env };
  Object.assign(process.env, variables);
  resetEnvCache();
  try {
    return read();
  } finally {
    for (const name of Object.keys(variables)) if (before[name] === undefined) delete process.env[name];
    Object.assign(process.env, before);
    resetEnvCache();
  }
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-secrets-'));
  dirs.push(dir);
  return dir;
};
const tokenFile = (dir: string) => path.join(dir, 'operator-token');
const errno = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The SecretError message `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SecretError);
    return (error as Error).message;
  }
  throw new Error('expected a SecretError');
}

describe('a secret generated in DATA_DIR', () => {
  it('is written once (43 base64url characters, mode 600), read back, and the same on the next read', () => {
    const dir = freshDir();
    const first = readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.readFileSync(tokenFile(dir), 'utf8')).toBe(first);
    expect(fs.statSync(tokenFile(dir)).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC)).toBe(first);
    expect(fs.readdirSync(dir)).toEqual(['operator-token']);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    expect(withEnv({ DATA_DIR: dir }, sessionSecret)).toHaveLength(43);
    expect(fs.readdirSync(dir)).toEqual(['session-secret']);
  });

  it('keeps the secret another process wrote first instead of replacing it', () => {
    const dir = freshDir();
    const theirs = 'written-by-the-other-process-0123456789';
    const secret = readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC, () => {
      fs.writeFileSync(tokenFile(dir), theirs);
      return 'mine-mine-mine-mine-mine-mine-mine';
    });
    expect(secret).toBe(theirs);
    expect(fs.readFileSync(tokenFile(dir), 'utf8')).toBe(theirs);
    expect(fs.readdirSync(dir)).toEqual(['operator-token']);
  });

  it.each([
    ['the write', 'writeFileSync', 'ENOSPC'],
    ['the fsync', 'fsyncSync', 'EIO'],
  ] as const)('interrupted in %s (%s fails with %s) leaves no file, and the next start writes one', (_, call, code) => {
    const dir = freshDir();
    const spy = vi.spyOn(fs, call).mockImplementationOnce(() => {
      throw errno(code);
    });
    expect(refusal(() => readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC))).toBe(
      `Could not write ${tokenFile(dir)} (${code}). Free the disk or fix the permissions of ${dir}.`,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
    spy.mockRestore();
    expect(readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC)).toHaveLength(43);
  });

  it('is never generated empty: a generator that gives nothing writes nothing', () => {
    const dir = freshDir();
    expect(refusal(() => readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC, () => ''))).toBe(
      `The secret generated for ${tokenFile(dir)} is empty. Nothing was written.`,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('a secret file that cannot serve stops the server with a message naming it', () => {
  const remedy = (dir: string) =>
    `Delete ${tokenFile(dir)} so the server writes a new one at start, or set OPERATOR_TOKEN.`;

  it.each([
    ['empty', '', 'is empty'],
    ['only a newline', '\n', 'is empty'],
    ['short', 'abc123', 'has 6 characters, fewer than 16'],
    [
      'holding a space',
      'abcdefgh ijklmnopqrs',
      'must hold only visible ASCII characters (no spaces, no control characters)',
    ],
    [
      'holding a non-ASCII letter',
      'abcdefghijklmnopqrsé',
      'must hold only visible ASCII characters (no spaces, no control characters)',
    ],
  ])('%s', (_, content, problem) => {
    const dir = freshDir();
    fs.writeFileSync(tokenFile(dir), content);
    expect(refusal(() => readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC))).toBe(
      `${tokenFile(dir)} ${problem}. ${remedy(dir)}`,
    );
    expect(fs.readFileSync(tokenFile(dir), 'utf8')).toBe(content);
  });

  it('unreadable (a directory in its place)', () => {
    const dir = freshDir();
    fs.mkdirSync(tokenFile(dir));
    expect(refusal(() => readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC))).toBe(
      `${tokenFile(dir)} cannot be read (EISDIR). ${remedy(dir)}`,
    );
  });

  it('unreadable (permission denied)', () => {
    const dir = freshDir();
    fs.writeFileSync(tokenFile(dir), 'a-perfectly-good-operator-token');
    vi.spyOn(fs, 'readFileSync').mockImplementationOnce(() => {
      throw errno('EACCES');
    });
    expect(refusal(() => readOrCreateSecret(dir, OPERATOR_TOKEN_SPEC))).toBe(
      `${tokenFile(dir)} cannot be read (EACCES). ${remedy(dir)}`,
    );
  });

  it('the session secret is held to 32 characters', () => {
    const dir = freshDir();
    const file = path.join(dir, 'session-secret');
    fs.writeFileSync(file, 'x'.repeat(31));
    expect(refusal(() => withEnv({ DATA_DIR: dir }, sessionSecret))).toBe(
      `${file} has 31 characters, fewer than 32. Delete ${file} so the server writes a new one at start, or set SESSION_SECRET.`,
    );
  });
});

describe('a secret set in the environment', () => {
  it('is used as it is, without touching DATA_DIR', () => {
    const dir = freshDir();
    expect(withEnv({ DATA_DIR: dir, OPERATOR_TOKEN: 'operator-token-from-env' }, operatorToken)).toBe(
      'operator-token-from-env',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('too short, it stops the server with a message naming the variable', () => {
    expect(() => withEnv({ DATA_DIR: freshDir(), OPERATOR_TOKEN: 'short' }, operatorToken)).toThrow(
      'OPERATOR_TOKEN: at least 16 characters',
    );
  });

  it('empty, it is not set: the secret kept in DATA_DIR serves', () => {
    const dir = freshDir();
    const token = withEnv({ DATA_DIR: dir, OPERATOR_TOKEN: '' }, operatorToken);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.readFileSync(tokenFile(dir), 'utf8')).toBe(token);
  });
});
