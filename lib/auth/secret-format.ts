// What a secret may hold, for the environment check (lib/env.ts) and the secrets kept in DATA_DIR
// (lib/auth/secrets.ts). Visible ASCII only: the operator token travels in an Authorization header.

export const SECRET_CHARACTERS = /^[\x21-\x7e]+$/;
export const SECRET_CHARACTERS_MESSAGE = 'only visible ASCII characters (no spaces, no control characters)';

export const SESSION_SECRET_MIN_LENGTH = 32;
export const OPERATOR_TOKEN_MIN_LENGTH = 16;

/** Why `value` cannot serve as a secret of at least `minLength` characters, or null when it can. */
export function secretProblem(value: string, minLength: number): string | null {
  if (value.length === 0) return 'is empty';
  if (value.length < minLength) return `has ${value.length} characters, fewer than ${minLength}`;
  if (!SECRET_CHARACTERS.test(value)) return `must hold ${SECRET_CHARACTERS_MESSAGE}`;
  return null;
}
