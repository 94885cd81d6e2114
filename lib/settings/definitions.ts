import { z } from 'zod';
import { SALES_MODES } from '../rules/sales-mode';
import { BASE58_ADDRESS } from '../rules/validation';

const url = z.url('a URL such as https://…').max(500);
const address = z.string().trim().regex(BASE58_ADDRESS, 'a base58 Solana address');

/**
 * The settings an operator edits in the console (docs/operators.md "Settings"): each has the environment variable
 * that, when set, wins over the stored value (and locks it), its schema, and its value when neither says.
 */
export const SETTINGS = {
  sellerWallet: {
    env: 'SELLER_WALLET',
    label: 'Seller wallet',
    schema: address.nullable(),
    fallback: null,
  },
  network: { env: 'SOLANA_CLUSTER', label: 'Network', schema: z.enum(SALES_MODES), fallback: 'test' },
  rpcUrl: { env: 'SOLANA_RPC_URL', label: 'RPC URL', schema: url.nullable(), fallback: null },
  wsUrl: { env: 'SOLANA_WS_URL', label: 'RPC websocket URL', schema: url.nullable(), fallback: null },
  solPriceUrl: {
    env: 'SOL_PRICE_URL',
    label: 'SOL price source',
    schema: url,
    fallback: 'https://api.coingecko.com/api/v3/simple/price?ids=solana&vs_currencies=usd',
  },
  mintApiUrl: {
    env: 'MINT_API_URL',
    label: 'Minting provider URL',
    schema: url,
    fallback: 'https://www.crossmint.com/api/2022-06-09',
  },
  mintProjectId: {
    env: 'MINT_PROJECT_ID',
    label: 'Minting project id',
    schema: z.string().trim().min(1).max(200).nullable(),
    fallback: null,
  },
  receiptWebhookUrl: { env: 'RECEIPT_WEBHOOK_URL', label: 'Receipt webhook', schema: url.nullable(), fallback: null },
  sellerSocialUrl: {
    env: 'SELLER_SOCIAL_URL',
    label: "Seller's social link",
    schema: url,
    fallback: 'https://x.com/retailverse',
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTINGS)[K]['schema']> };
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The console's settings form: any of the settings but the network (switched on its own, with a signature). */
export const settingsChangeSchema = z
  .object({
    sellerWallet: SETTINGS.sellerWallet.schema,
    rpcUrl: SETTINGS.rpcUrl.schema,
    wsUrl: SETTINGS.wsUrl.schema,
    solPriceUrl: SETTINGS.solPriceUrl.schema,
    mintApiUrl: SETTINGS.mintApiUrl.schema,
    mintProjectId: SETTINGS.mintProjectId.schema,
    receiptWebhookUrl: SETTINGS.receiptWebhookUrl.schema,
    sellerSocialUrl: SETTINGS.sellerSocialUrl.schema,
  })
  .partial()
  .strict();

export type SettingsChange = z.infer<typeof settingsChangeSchema>;
