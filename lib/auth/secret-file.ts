import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { secretProblem } from './secret-format';

// A secret kept in a file of DATA_DIR, written so no reader sees half of it: docs/architecture.md, "Secrets".

/** A secret the server cannot use; the message names the file or variable and says what to do. */
export class SecretError extends Error {}

export interface SecretSpec {
  fileName: string;
  variable: string;
  minLength: number;
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

export function checked(value: string, where: string, remedy: string, spec: SecretSpec): string {
  const problem = secretProblem(value, spec.minLength);
  if (problem) throw new SecretError(`${where} ${problem}. ${remedy}`);
  return value;
}

const fileRemedy = (file: string, spec: SecretSpec) =>
  `Delete ${file} so the server writes a new one at start, or set ${spec.variable}.`;

/** The file's secret (trimmed), or undefined when there is no such file. */
function readSecretFile(file: string, spec: SecretSpec): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (code(error) === 'ENOENT') return undefined;
    throw new SecretError(`${file} cannot be read (${code(error)}). ${fileRemedy(file, spec)}`);
  }
}

function fsyncDirectory(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Puts the complete temporary file in place; a secret another process put there first is kept, never replaced. */
function publish(temp: string, file: string): void {
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if (code(error) === 'EEXIST') return;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(code(error))) throw error;
    if (!fs.existsSync(file)) fs.renameSync(temp, file); // a filesystem without hard links
  }
}

/**
 * Writes `secret` to `file` so that no reader ever sees a partial or empty file: a temporary file in the same
 * directory is written and fsynced, then linked into place and the directory fsynced. A failure at any step
 * (a full disk) leaves no file behind and stops with the reason.
 */
function writeSecretFile(dir: string, file: string, secret: string, spec: SecretSpec): void {
  const temp = path.join(dir, `.${spec.fileName}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, secret);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    publish(temp, file);
    fsyncDirectory(dir);
  } catch (error) {
    throw new SecretError(`Could not write ${file} (${code(error)}). Free the disk or fix the permissions of ${dir}.`);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** The secret kept in `dir`, generated (32 random bytes, base64url) when absent; read back and checked. */
export function readOrCreateSecret(
  dir: string,
  spec: SecretSpec,
  generate = () => randomBytes(32).toString('base64url'),
): string {
  const file = path.resolve(dir, spec.fileName);
  let value = readSecretFile(file, spec);
  if (value === undefined) {
    const generated = checked(generate(), `The secret generated for ${file}`, 'Nothing was written.', spec);
    writeSecretFile(dir, file, generated, spec);
    value = readSecretFile(file, spec) ?? '';
  }
  return checked(value, file, fileRemedy(file, spec), spec);
}
