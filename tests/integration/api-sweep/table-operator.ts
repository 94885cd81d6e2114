import type { RouteSpec } from './types';

/** The operator console's own routes (the operator routes the scripts use are in table-accounts.ts). */
export const operatorRoutes: RouteSpec[] = [
  {
    file: 'app/api/operator/offers/route.ts',
    load: () => import('@/app/api/operator/offers/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: {
          action: { kind: 'identifier' },
          sort: { kind: 'identifier', optional: true },
          all: { kind: 'boolean', optional: true },
        },
        valid: () => ({ action: 'list', sort: 'amount', all: true }),
      },
    },
  },
  {
    file: 'app/api/operator/catalog/domains/[name]/route.ts',
    load: () => import('@/app/api/operator/catalog/domains/[name]/route'),
    slug: (c) => `${c.sellableSlug}.sol`,
    methods: {
      PATCH: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: {
          price: { kind: 'identifier', optional: true },
          status: { kind: 'identifier', optional: true },
          listed: { kind: 'boolean', optional: true },
          featured: { kind: 'boolean', optional: true },
          category: { kind: 'identifier', optional: true },
        },
        valid: () => ({ price: '3 SOL', status: 'available', listed: true, featured: false, category: 'mid' }),
      },
    },
  },
  {
    file: 'app/api/operator/catalog/export/route.ts',
    load: () => import('@/app/api/operator/catalog/export/route'),
    methods: { GET: { input: 'none', access: 'operator', control: 200 } },
  },
  {
    file: 'app/api/operator/orders/notes/route.ts',
    load: () => import('@/app/api/operator/orders/notes/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' }, orderId: { kind: 'identifier' } },
        valid: () => ({ action: 'list', orderId: '00000000-0000-4000-8000-000000000002' }),
      },
    },
  },
  {
    file: 'app/api/operator/outbox/route.ts',
    load: () => import('@/app/api/operator/outbox/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' } },
        valid: () => ({ action: 'summary' }),
      },
    },
  },
  {
    file: 'app/api/operator/poll/route.ts',
    load: () => import('@/app/api/operator/poll/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' } },
        valid: () => ({ action: 'show' }),
      },
    },
  },
  {
    file: 'app/api/operator/settings/route.ts',
    load: () => import('@/app/api/operator/settings/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' } },
        valid: () => ({ action: 'read' }),
      },
    },
  },
  {
    file: 'app/api/operator/operators/route.ts',
    load: () => import('@/app/api/operator/operators/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' } },
        valid: () => ({ action: 'list' }),
      },
    },
  },
  {
    file: 'app/api/operator/mode/route.ts',
    load: () => import('@/app/api/operator/mode/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        // The sweep's mall sets no SOLANA_CLUSTER: the check answers with the statement to sign.
        control: 200,
        fields: { action: { kind: 'identifier' }, to: { kind: 'identifier' } },
        valid: () => ({ action: 'check', to: 'test' }),
      },
    },
  },
  {
    file: 'app/api/operator/setup-link/route.ts',
    load: () => import('@/app/api/operator/setup-link/route'),
    methods: { POST: { input: 'none', access: 'operator', control: 200, writes: ['setup_codes'] } },
  },
  {
    file: 'app/api/operator/test-orders/route.ts',
    load: () => import('@/app/api/operator/test-orders/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        // Only the owner, signed in, clears test orders: the token is refused.
        control: 403,
        fields: { action: { kind: 'identifier' } },
        valid: () => ({ action: 'clear' }),
      },
    },
  },
];
