import { EnvError, parseEnv } from '../env';
import { operatorToken, SecretError, sessionSecret } from '../auth/secrets';
import { getDatabase } from '../db';
import { DataDirLockedError } from '../db/lock';
import { watchCatalogVersion } from '../catalog/version-watch';
import { releaseDeadClaims } from '../commerce/outbox/worker';
import { startPaymentSweep } from '../commerce/payments/payment-check';
import { keepWatchingSellerLogs } from '../commerce/payments/payment-ws';
import { custodyKeypair } from '../integrations/custody';
import { paymentsEnabled } from '../integrations/solana-pay';
import { PAYMENT_SWEEP_INTERVAL_MS } from '../rules/payments';
import { currentSettings, startFollowingSettings } from '../settings';
import { followSettingsOnceReachable } from '../settings/snapshot';
import { announceSetupLink } from './setup-link';

/** Once per server process, before the first request: check the environment, open and migrate the database. */
export async function startServer(): Promise<void> {
  try {
    parseEnv(process.env);
    // Checked now so an empty, short or unreadable secret stops the server before any request, and generated now
    // so operator scripts can read the token before any operator call.
    operatorToken();
    sessionSecret();
    // A custody keypair file that cannot be read stops the server here, naming SELLER_CUSTODY_KEYPAIR.
    const custody = custodyKeypair();
    if (custody) console.log(`[delivery] custody wallet ${custody.publicKey.toBase58()} delivers paid names`);
  } catch (error) {
    if (error instanceof EnvError || error instanceof SecretError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    const handle = await getDatabase();
    console.log(`[db] ${handle.engine} ready`);
    if (handle.engine === 'postgres') watchCatalogVersion();
    else await releaseDeadClaims();
    await startFollowingSettings(handle);
    await announceSetupLink();
    // Always on: the owner may claim the shop (the seller wallet defaults to theirs) or set a seller at any time.
    startPaymentSweep(PAYMENT_SWEEP_INTERVAL_MS);
    keepWatchingSellerLogs();
    if (paymentsEnabled()) {
      const { cluster } = currentSettings();
      console.log(`[payments] Solana Pay sales on ${cluster}; the seller's address is watched in the background`);
    }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof DataDirLockedError) {
      console.error(`\n${cause.message}\n`);
      process.exit(1);
    }
    // Unreachable PostgreSQL: serve fallback data and keep retrying on later requests; the settings follow it then.
    followSettingsOnceReachable(getDatabase);
    console.error('[db] not available at start; the catalogue serves fallback data until it is.');
  }
}
