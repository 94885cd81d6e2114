import { handler, json, readJson } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
import { updateWalletRegistry } from '@/lib/tickets';
import { setRegistrySchema } from '@/lib/tickets/operator-schemas';

/** Operator: set a wallet's tier and/or wifhoodie-holder flag. */
export const POST = handler(async (request) => {
  requireOperator(request);
  const { wallet, tier, wifhoodie } = await readJson(request, setRegistrySchema, { maxBytes: 1024 });
  const registry = await updateWalletRegistry(wallet, { tier, wifhoodieHolder: wifhoodie });
  return json({ wallet, registry });
});
