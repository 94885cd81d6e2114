import { announceSetupCode, setupLink } from '../auth/setup';
import { SETUP_CODE_TTL_MS } from '../rules/sales-mode';
import { HOUR_MS } from '../rules/time';

/**
 * A shop without an owner prints its one-time setup link at start, once across every process on the database
 * (docs/operators.md "Claim the shop"); a link printed earlier and still valid is not printed again.
 */
export async function announceSetupLink(): Promise<void> {
  const announced = await announceSetupCode();
  if (!announced) return;
  if ('code' in announced) {
    const link = setupLink(announced.code);
    console.log(
      `\n  This shop has no owner yet. Open this link and sign in with your wallet to claim it:\n\n    ${link}\n`,
    );
    console.log(
      `  (It works once, for ${SETUP_CODE_TTL_MS / HOUR_MS} hours. \`npm run setup-link\` prints a new one.)\n`,
    );
  } else {
    console.log(
      '[setup] This shop has no owner yet: open the setup link printed earlier, or run `npm run setup-link`.',
    );
  }
}
