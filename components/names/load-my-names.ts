import 'server-only';
import { CatalogUnavailableError, readDomain } from '@/lib/catalog';
import { type DeliveredOrder, deliveredOrders } from '@/lib/commerce/delivery/delivered-orders';
import { isDatabaseUnavailable } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { NAME_LOOKUPS_LIMITED, nameLookupLimiter } from '@/lib/integrations/limits';
import { lookupName, namesOfWallet, type NameRecords } from '@/lib/integrations/sns-names';
import { MY_NAMES_SHOWN } from '@/lib/rules/chain-reads';

export interface MyName {
  name: string;
  primary: boolean;
  /** Held as an NFT. */
  tokenized: boolean;
  /** null: could not be read. */
  records: NameRecords | null;
  loreHref: string | null;
  orders: DeliveredOrder[];
}

export type MyNames =
  | { status: 'read'; names: MyName[]; total: number; ordersUnavailable: boolean; tokenizedUnavailable: boolean }
  | { status: 'failed'; message: string };

const unavailable = (error: unknown) => isDatabaseUnavailable(error) || error instanceof CatalogUnavailableError;

async function loreHref(name: string): Promise<string | null> {
  try {
    const { domain } = await readDomain(name);
    return domain ? `/wiki/${domain.slug}` : null;
  } catch (error) {
    if (unavailable(error)) return null;
    throw error;
  }
}

/** A signed-in wallet's .sol names from chain, each with its records, lore page and the mall's orders for it. */
export async function loadMyNames(wallet: string): Promise<MyNames> {
  try {
    await nameLookupLimiter.hit(`wallet:${wallet}`, NAME_LOOKUPS_LIMITED);
  } catch (error) {
    if (error instanceof AppError) return { status: 'failed', message: error.message };
    throw error;
  }
  const owned = await namesOfWallet(wallet);
  if (owned.status !== 'read') return { status: 'failed', message: owned.message };
  const shown = [...owned.names]
    .sort((a, b) => Number(b === owned.primary) - Number(a === owned.primary))
    .slice(0, MY_NAMES_SHOWN);
  const [lookups, lore, orders] = await Promise.all([
    Promise.all(shown.map(lookupName)),
    Promise.all(shown.map(loreHref)),
    deliveredOrders(
      wallet,
      shown.map((name) => `${name}.sol`),
    ).catch((error: unknown) => {
      if (unavailable(error)) return null;
      throw error;
    }),
  ]);
  const names = shown.map((name, i) => {
    const found = lookups[i];
    return {
      name,
      primary: name === owned.primary,
      tokenized: owned.tokenized?.includes(name) ?? false,
      records: found.status === 'registered' ? found.records : null,
      loreHref: lore[i],
      orders: (orders ?? []).filter((order) => order.domainName === `${name}.sol`),
    };
  });
  return {
    status: 'read',
    names,
    total: owned.names.length,
    ordersUnavailable: orders === null,
    tokenizedUnavailable: owned.tokenized === null,
  };
}
