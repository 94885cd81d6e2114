import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

/** A secret from the environment, else generated once and kept in DATA_DIR (mode 600). */
export function persistedSecret(fileName: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const dir = env().DATA_DIR;
  const file = path.join(dir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another caller wrote it first
    }
  }
}

export const sessionSecret = () => persistedSecret('session-secret', env().SESSION_SECRET);
export const operatorToken = () => persistedSecret('operator-token', env().OPERATOR_TOKEN);
