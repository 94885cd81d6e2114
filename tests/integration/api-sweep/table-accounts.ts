import { ACCESS_TIERS } from '@/lib/rules/access';
import type { RouteSpec } from './types';

/** An import id no import has: the import routes answer 404 for it (aborting one is a no-op). */
const NO_SUCH_IMPORT = '00000000-0000-4000-8000-000000000001';

const SIGNATURE_64_BYTES = Buffer.alloc(64, 7).toString('base64');
const IMPORT_ROW = {
  name: 'sweepimport.sol',
  status: 'available',
  price: '2 SOL',
  category: 'mid',
  tier: 'blueprint-tier',
  floor: '2F_TechSector',
};

/** Sign-in, the signed-in wallet's routes, and the operator's. */
export const accountRoutes: RouteSpec[] = [
  {
    file: 'app/api/auth/logout/route.ts',
    load: () => import('@/app/api/auth/logout/route'),
    methods: { POST: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/auth/nonce/route.ts',
    load: () => import('@/app/api/auth/nonce/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200, writes: ['auth_nonces'] } },
  },
  {
    file: 'app/api/auth/session/route.ts',
    load: () => import('@/app/api/auth/session/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/auth/verify/route.ts',
    load: () => import('@/app/api/auth/verify/route'),
    methods: {
      // Well-formed but not a signed sign-in request: refused with 401.
      POST: {
        input: 'json',
        access: 'public',
        control: 401,
        fields: {
          message: { kind: 'text' },
          encoding: { kind: 'identifier', optional: true },
          signature: { kind: 'identifier' },
          publicKey: { kind: 'identifier' },
        },
        valid: (c) => ({
          message: 'localhost:3000 wants you to sign in',
          encoding: 'utf8',
          signature: SIGNATURE_64_BYTES,
          publicKey: c.otherWallet,
        }),
      },
    },
  },
  {
    file: 'app/api/day-pass/route.ts',
    load: () => import('@/app/api/day-pass/route'),
    methods: { POST: { input: 'none', access: 'wallet', idempotencyKey: true, control: 200 } },
  },
  {
    file: 'app/api/watchlist/[slug]/route.ts',
    load: () => import('@/app/api/watchlist/[slug]/route'),
    slug: (c) => c.sellableSlug,
    methods: {
      GET: { input: 'none', access: 'public', control: 200 },
      POST: { input: 'none', access: 'wallet', control: 200, writes: ['watchlist_stars'] },
      DELETE: { input: 'none', access: 'wallet', control: 200, writes: ['watchlist_stars'] },
    },
  },
  {
    // The sweep's mall takes no payments: the members' draw is refused 409, no ticket spent.
    file: 'app/api/mall/draw/route.ts',
    load: () => import('@/app/api/mall/draw/route'),
    methods: { POST: { input: 'none', access: 'wallet', control: 409 } },
  },
  {
    file: 'app/api/spin-wheel/route.ts',
    load: () => import('@/app/api/spin-wheel/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'wallet',
        idempotencyKey: true,
        control: 200,
        fields: { wallet: { kind: 'identifier', optional: true }, tickets: { kind: 'int', optional: true } },
        valid: (c) => ({ wallet: c.wallet, tickets: 50 }),
      },
    },
  },
  {
    file: 'app/api/wallet/route.ts',
    load: () => import('@/app/api/wallet/route'),
    methods: { GET: { input: 'none', access: 'wallet', control: 200 } },
  },
  {
    file: 'app/api/wallet/statement/route.ts',
    load: () => import('@/app/api/wallet/statement/route'),
    methods: {
      GET: {
        input: 'query',
        access: 'wallet',
        control: 200,
        fields: { limit: { kind: 'int', optional: true } },
        valid: { limit: '10' },
      },
    },
  },
  {
    file: 'app/api/operator/catalog/import/route.ts',
    load: () => import('@/app/api/operator/catalog/import/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { format: { kind: 'identifier' }, content: { kind: 'text' } },
        valid: () => ({ format: 'json', content: JSON.stringify([IMPORT_ROW]) }),
      },
    },
  },
  {
    file: 'app/api/operator/catalog/imports/route.ts',
    load: () => import('@/app/api/operator/catalog/imports/route'),
    methods: { POST: { input: 'none', access: 'operator', control: 201, writes: ['catalog_imports'] } },
  },
  {
    file: 'app/api/operator/catalog/imports/[id]/route.ts',
    load: () => import('@/app/api/operator/catalog/imports/[id]/route'),
    slug: () => NO_SUCH_IMPORT,
    methods: { DELETE: { input: 'none', access: 'operator', control: 200 } },
  },
  {
    file: 'app/api/operator/catalog/imports/[id]/commit/route.ts',
    load: () => import('@/app/api/operator/catalog/imports/[id]/commit/route'),
    slug: () => NO_SUCH_IMPORT,
    methods: { POST: { input: 'none', access: 'operator', control: 404 } },
  },
  {
    file: 'app/api/operator/catalog/imports/[id]/rows/route.ts',
    load: () => import('@/app/api/operator/catalog/imports/[id]/rows/route'),
    slug: () => NO_SUCH_IMPORT,
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 404,
        fields: { rows: { kind: 'identifier' } },
        valid: () => ({ rows: [{ line: 2, record: IMPORT_ROW }] }),
      },
    },
  },
  {
    file: 'app/api/operator/export/route.ts',
    load: () => import('@/app/api/operator/export/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { table: { kind: 'identifier' } },
        valid: () => ({ table: 'waitlist' }),
      },
    },
  },
  {
    file: 'app/api/operator/orders/route.ts',
    load: () => import('@/app/api/operator/orders/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' }, status: { kind: 'identifier', optional: true } },
        valid: () => ({ action: 'list', status: 'paid' }),
      },
    },
  },
  {
    file: 'app/api/operator/tickets/grant/route.ts',
    load: () => import('@/app/api/operator/tickets/grant/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 201,
        fields: {
          wallet: { kind: 'identifier' },
          amount: { kind: 'signed-int' },
          reason: { kind: 'text' },
          idempotencyKey: { kind: 'identifier', optional: true },
        },
        valid: (c) => ({ wallet: c.otherWallet, amount: 5, reason: 'sweep', idempotencyKey: 'sweep-grant-1' }),
      },
    },
  },
  {
    file: 'app/api/operator/tickets/set/route.ts',
    load: () => import('@/app/api/operator/tickets/set/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: {
          wallet: { kind: 'identifier' },
          tier: { kind: 'identifier', optional: true },
          wifhoodie: { kind: 'boolean', optional: true },
        },
        valid: (c) => ({ wallet: c.otherWallet, tier: ACCESS_TIERS[0], wifhoodie: true }),
      },
    },
  },
  {
    file: 'app/api/setup/route.ts',
    load: () => import('@/app/api/setup/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'wallet',
        // No setup link was issued: a well-formed code is unknown.
        control: 403,
        fields: { code: { kind: 'identifier' } },
        valid: () => ({ code: 'no-such-setup-code' }),
      },
    },
  },
  {
    file: 'app/api/inbox/route.ts',
    load: () => import('@/app/api/inbox/route'),
    methods: {
      GET: {
        input: 'query',
        access: 'wallet',
        control: 200,
        fields: { box: { kind: 'identifier', optional: true }, before: { kind: 'int', optional: true } },
        valid: { box: 'mine', before: '10' },
      },
    },
  },
  {
    file: 'app/api/inbox/[id]/route.ts',
    load: () => import('@/app/api/inbox/[id]/route'),
    slug: () => '1',
    methods: {
      GET: {
        input: 'query',
        access: 'wallet',
        control: 404,
        fields: { box: { kind: 'identifier', optional: true } },
        valid: { box: 'mine' },
      },
    },
  },
  {
    file: 'app/api/inbox/unread/route.ts',
    load: () => import('@/app/api/inbox/unread/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/inbox/read/route.ts',
    load: () => import('@/app/api/inbox/read/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'wallet',
        control: 200,
        fields: { all: { kind: 'boolean' } },
        valid: () => ({ all: true }),
      },
    },
  },
  {
    file: 'app/api/inbox/email/route.ts',
    load: () => import('@/app/api/inbox/email/route'),
    methods: {
      GET: { input: 'none', access: 'wallet', control: 200 },
      // The sweep's mall has no SMTP_URL: setting an address is refused (409), as the settings say.
      PUT: {
        input: 'json',
        access: 'wallet',
        control: 409,
        fields: { email: { kind: 'identifier' } },
        valid: () => ({ email: 'sweep@example.com' }),
      },
      DELETE: { input: 'none', access: 'wallet', control: 200, writes: ['inbox_emails'] },
    },
  },
  {
    file: 'app/api/inbox/email/verify/route.ts',
    load: () => import('@/app/api/inbox/email/verify/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 404,
        fields: { token: { kind: 'identifier' } },
        valid: () => ({ token: 'no-such-token' }),
      },
    },
  },
  {
    file: 'app/api/inbox/unsubscribe/route.ts',
    load: () => import('@/app/api/inbox/unsubscribe/route'),
    methods: {
      POST: {
        input: 'query',
        access: 'public',
        control: 404,
        fields: { token: { kind: 'identifier' } },
        valid: { token: 'no-such-token' },
      },
    },
  },
];
