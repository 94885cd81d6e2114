import type { RouteSpec } from './types';

/** An order id no order has: the order routes answer 404 for it. */
const NO_SUCH_ORDER = '00000000-0000-4000-8000-000000000000';

const RECEIPT_ORDER_ID = '3f1c1e8e-1d6a-4a53-9a3e-5f3f0d7c9b21';

/** Routes anyone may call that sell: orders, scav draws, mint and receipt. */
export const commerceRoutes: RouteSpec[] = [
  {
    // The signed-in wallet's offers; a well-formed offer on a name the catalogue does not hold is 404.
    file: 'app/api/offers/route.ts',
    load: () => import('@/app/api/offers/route'),
    methods: {
      GET: { input: 'none', access: 'wallet', control: 200 },
      POST: {
        input: 'json',
        access: 'wallet',
        control: 404,
        fields: {
          slug: { kind: 'identifier' },
          amount: { kind: 'identifier' },
          message: { kind: 'text', optional: true },
          days: { kind: 'int', optional: true },
        },
        valid: () => ({ slug: 'no-such-name-offered', amount: '2.5', message: 'gm', days: 7 }),
      },
    },
  },
  {
    // An offer nobody made: 404.
    file: 'app/api/offers/[id]/route.ts',
    load: () => import('@/app/api/offers/[id]/route'),
    slug: () => NO_SUCH_ORDER,
    methods: {
      POST: {
        input: 'json',
        access: 'wallet',
        control: 404,
        fields: { action: { kind: 'identifier' }, amount: { kind: 'identifier' } },
        valid: () => ({ action: 'raise', amount: '3' }),
      },
    },
  },
  {
    file: 'app/api/checkout/[slug]/mint/route.ts',
    load: () => import('@/app/api/checkout/[slug]/mint/route'),
    slug: (c) => c.sellableSlug,
    methods: {
      // A well-formed request for an order that does not exist: 404 (nothing is minted without a paid order).
      POST: {
        input: 'json',
        access: 'public',
        control: 404,
        fields: { method: { kind: 'identifier' }, email: { kind: 'identifier' }, orderId: { kind: 'identifier' } },
        valid: () => ({ method: 'email', email: 'buyer@example.com', orderId: NO_SUCH_ORDER }),
      },
    },
  },
  {
    file: 'app/api/checkout/[slug]/receipt/route.ts',
    load: () => import('@/app/api/checkout/[slug]/receipt/route'),
    slug: (c) => c.sellableSlug,
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 404,
        fields: { orderId: { kind: 'identifier' }, email: { kind: 'identifier' } },
        valid: () => ({ orderId: RECEIPT_ORDER_ID, email: 'buyer@example.com' }),
      },
    },
  },
  {
    // A signed-in wallet's order (401 signed out). The template names a draw that was never made: a well-formed order
    // refused 409 'This draw has expired. Spin again.', checked before the mall's payments (off in the sweep: 'Payments are not enabled on this mall').
    file: 'app/api/orders/route.ts',
    load: () => import('@/app/api/orders/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'wallet',
        control: 409,
        fields: {
          slug: { kind: 'identifier' },
          drawId: { kind: 'identifier', optional: true },
          voucher: { kind: 'identifier', optional: true },
        },
        valid: (c) => ({
          slug: c.sellableSlug,
          drawId: '00000000-0000-4000-8000-000000000000',
          voucher: 'FLASH20-AAAAAAAAAAAAAAAA',
        }),
      },
    },
  },
  {
    file: 'app/api/orders/[id]/route.ts',
    load: () => import('@/app/api/orders/[id]/route'),
    slug: () => NO_SUCH_ORDER,
    methods: { GET: { input: 'none', access: 'public', control: 404 } },
  },
  {
    file: 'app/api/orders/[id]/transaction/route.ts',
    load: () => import('@/app/api/orders/[id]/transaction/route'),
    slug: () => NO_SUCH_ORDER,
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 404,
        fields: { account: { kind: 'identifier' } },
        valid: (c) => ({ account: c.wallet }),
      },
    },
  },
  {
    file: 'app/api/holds/route.ts',
    load: () => import('@/app/api/holds/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/sales/route.ts',
    load: () => import('@/app/api/sales/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    // The sweep's mall takes no payments: the live stream answers 404 (an open stream never ends).
    file: 'app/api/sales/stream/route.ts',
    load: () => import('@/app/api/sales/stream/route'),
    methods: { GET: { input: 'none', access: 'public', control: 404 } },
  },
  {
    // The sweep's mall takes no payments: a well-formed draw is refused 409 'Payments are not enabled on this mall'.
    file: 'app/api/scav/draw/route.ts',
    load: () => import('@/app/api/scav/draw/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 409,
        fields: { slug: { kind: 'identifier' }, respin: { kind: 'boolean', optional: true } },
        valid: (c) => ({ slug: c.scavSlug }),
      },
    },
  },
];
