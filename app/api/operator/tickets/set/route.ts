import { handler, json, readJson } from '@/lib/api/handler';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import { OPERATOR_WRITES_LIMITED, operatorWriteLimiter } from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { readWalletRegistry, updateWalletRegistry } from '@/lib/tickets';
import { setRegistrySchema } from '@/lib/tickets/operator-schemas';

/** Operator: set a wallet's tier and/or wifhoodie-holder flag. */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const { wallet, tier, wifhoodie } = await readJson(request, setRegistrySchema, { maxBytes: 1024 });
  const before = await readWalletRegistry(wallet);
  const registry = await updateWalletRegistry(wallet, { tier, wifhoodieHolder: wifhoodie });
  await recordOperatorAction({
    actor,
    action: 'tickets.set',
    target: wallet,
    before: { tier: before.tier, wifhoodie: before.wifhoodie_holder },
    after: { tier: registry.tier, wifhoodie: registry.wifhoodie_holder },
  });
  return json({ wallet, registry });
});
