import 'server-only';
import { env } from '../env';
import { OPERATOR_TOKEN_MIN_LENGTH, SESSION_SECRET_MIN_LENGTH } from './secret-format';
import { checked, readOrCreateSecret, type SecretSpec } from './secret-file';

export { SecretError } from './secret-file';

// How secrets are written and checked: docs/architecture.md, "Secrets".

const SESSION_SECRET_SPEC: SecretSpec = {
  fileName: 'session-secret',
  variable: 'SESSION_SECRET',
  minLength: SESSION_SECRET_MIN_LENGTH,
};
const OPERATOR_TOKEN_SPEC: SecretSpec = {
  fileName: 'operator-token',
  variable: 'OPERATOR_TOKEN',
  minLength: OPERATOR_TOKEN_MIN_LENGTH,
};

/** The secret from the environment (checked), else the one kept in DATA_DIR. */
function persistedSecret(spec: SecretSpec, fromEnv: string | undefined): string {
  if (fromEnv !== undefined) return checked(fromEnv, spec.variable, `Set ${spec.variable} to another value.`, spec);
  return readOrCreateSecret(env().DATA_DIR, spec);
}

export const sessionSecret = () => persistedSecret(SESSION_SECRET_SPEC, env().SESSION_SECRET);
export const operatorToken = () => persistedSecret(OPERATOR_TOKEN_SPEC, env().OPERATOR_TOKEN);
