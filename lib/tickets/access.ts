import 'server-only';
import {
  accessReason,
  DEFAULT_TIER,
  DEFAULT_WALLET_REGISTRY,
  type AccessReason,
  type WalletRegistry,
} from '../rules/access';
import { readWalletRegistry } from './registry';

export interface MallAccess {
  wallet: string | null;
  registry: WalletRegistry;
  hasAccess: boolean;
  reason: AccessReason | null;
  /**
   * 'fallback' when the registry could not be read (docs/product.md §8: Tier 0, with the day pass this browser keeps,
   * if any).
   */
  source: 'database' | 'fallback' | 'no-wallet';
}

/** GET /api/wallet: the signed-in wallet's registry row and mall access. */
export interface WalletAccess extends MallAccess {
  wallet: string;
}

/**
 * The one mall-access check (docs/product.md §6) used by /mall, /retailpass and the API. `localDayPass` is when the
 * day pass this browser keeps for the wallet ends (lib/auth/day-pass-cookie.ts): used only when the registry cannot
 * be read.
 */
export async function readMallAccess(
  wallet: string | null,
  now = new Date(),
  localDayPass: Date | null = null,
): Promise<MallAccess> {
  if (!wallet)
    return { wallet, registry: { ...DEFAULT_WALLET_REGISTRY }, hasAccess: false, reason: null, source: 'no-wallet' };
  let registry: WalletRegistry;
  let source: MallAccess['source'] = 'database';
  try {
    registry = await readWalletRegistry(wallet);
  } catch (error) {
    console.error('[tickets] access check failed, falling back to Tier 0:', (error as Error).message);
    registry = {
      ...DEFAULT_WALLET_REGISTRY,
      tier: DEFAULT_TIER,
      retailpass_expiry: localDayPass?.toISOString() ?? null,
    };
    source = 'fallback';
  }
  const reason = accessReason(
    { tier: registry.tier, wifhoodieHolder: registry.wifhoodie_holder, retailpassExpiry: registry.retailpass_expiry },
    now,
  );
  return { wallet, registry, hasAccess: reason !== null, reason, source };
}
