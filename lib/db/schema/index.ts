/** The Drizzle schema, one file per part of the product; migrations are generated from it (drizzle/). */
export * from './auth';
export * from './catalog';
export * from './commerce';
export * from './payments';
export * from './community';
export * from './operator';
export * from './tickets';
export * from './poll-integrity';
export * from './rewards';
export * from './vouchers';
export * from './watchlist';
export * from './outbox';
export * from './offers';
export * from './inbox';
export * from './shop';
