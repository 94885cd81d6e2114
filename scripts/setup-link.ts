// `npm run setup-link`: prints a new one-time link to claim the shop (docs/operators.md "Claim the shop"), through the
// running server (only it may open the embedded data dir). Earlier links stop working; refused once the shop has an
// owner.
import { callOperator, OperatorError } from './operator-client';

try {
  const { url } = await callOperator<{ url: string }>('/api/operator/setup-link', undefined);
  console.log(`Open this link and sign in with your wallet to claim the shop (it works once):\n\n  ${url}\n`);
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(error.message);
  process.exit(1);
}
