import { MERCH_SIZES } from '@/lib/rules/community';
import type { RouteSpec } from './types';

const VOTER_ID = '0b6f3c52-9a1e-4c1d-8d7e-2f4a6b8c0d1e';

/** Routes anyone may call: catalogue, community forms, status (orders and checkout: table-commerce.ts). */
export const visitorRoutes: RouteSpec[] = [
  {
    file: 'app/api/contact/route.ts',
    load: () => import('@/app/api/contact/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 201,
        fields: {
          name: { kind: 'text', optional: true },
          email: { kind: 'identifier' },
          subject: { kind: 'text', optional: true },
          message: { kind: 'text' },
        },
        valid: () => ({ name: 'Sweep', email: 'contact@example.com', subject: 'Hello', message: 'A message.' }),
      },
    },
  },
  {
    file: 'app/api/domain-tester/route.ts',
    load: () => import('@/app/api/domain-tester/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 200,
        fields: { name: { kind: 'identifier' } },
        valid: () => ({ name: 'sweeptest' }),
      },
    },
  },
  {
    file: 'app/api/domains/[slug]/offers/route.ts',
    load: () => import('@/app/api/domains/[slug]/offers/route'),
    slug: (c) => c.sellableSlug,
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/domains/[slug]/activity/route.ts',
    load: () => import('@/app/api/domains/[slug]/activity/route'),
    slug: (c) => c.sellableSlug,
    methods: {
      GET: {
        input: 'query',
        access: 'public',
        control: 200,
        fields: { before: { kind: 'int', optional: true } },
        valid: { before: '100' },
      },
    },
  },
  {
    file: 'app/api/activity/route.ts',
    load: () => import('@/app/api/activity/route'),
    methods: {
      GET: {
        input: 'query',
        access: 'public',
        control: 200,
        fields: { kind: { kind: 'identifier', optional: true }, before: { kind: 'int', optional: true } },
        valid: { kind: 'sold', before: '100' },
      },
    },
  },
  {
    file: 'app/api/domains/[slug]/route.ts',
    load: () => import('@/app/api/domains/[slug]/route'),
    slug: (c) => c.sellableSlug,
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/names/[slug]/route.ts',
    load: () => import('@/app/api/names/[slug]/route'),
    slug: (c) => c.sellableSlug,
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    // The sweep's chain never answers: a well-formed request gets the plain 503 "did not answer".
    file: 'app/api/names/[slug]/register/route.ts',
    load: () => import('@/app/api/names/[slug]/register/route'),
    slug: (c) => c.sellableSlug,
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 503,
        fields: { account: { kind: 'identifier' } },
        valid: (c) => ({ account: c.wallet }),
      },
    },
  },
  {
    file: 'app/api/domains/route.ts',
    load: () => import('@/app/api/domains/route'),
    methods: {
      GET: {
        input: 'query',
        access: 'public',
        control: 200,
        fields: {
          listed: { kind: 'boolean', optional: true },
          category: { kind: 'identifier', optional: true },
          tags: { kind: 'text', optional: true },
          search: { kind: 'text', optional: true },
          limit: { kind: 'int', optional: true },
        },
        valid: { listed: 'true', category: 'scav', tags: 'meme', search: 'a', limit: '5' },
      },
    },
  },
  {
    file: 'app/api/fairness/route.ts',
    load: () => import('@/app/api/fairness/route'),
    methods: {
      GET: {
        input: 'query',
        access: 'public',
        control: 200,
        fields: { spin: { kind: 'identifier', optional: true } },
        valid: {},
      },
    },
  },
  {
    file: 'app/api/health/route.ts',
    load: () => import('@/app/api/health/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/listings/route.ts',
    load: () => import('@/app/api/listings/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/merch-waitlist/route.ts',
    load: () => import('@/app/api/merch-waitlist/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        // The template's e-mail is new to the sweep's database. A second dossier for an e-mail is a 409 unless its
        // wallet is signed in (tests/integration/merch.test.ts).
        control: 201,
        fields: {
          walletAddress: { kind: 'identifier' },
          email: { kind: 'identifier' },
          size: { kind: 'identifier', optional: true },
          memeText: { kind: 'text', optional: true },
          domainHolder: { kind: 'boolean', optional: true },
        },
        valid: (c) => ({
          walletAddress: c.otherWallet,
          email: 'merch@example.com',
          size: MERCH_SIZES[2],
          memeText: 'gm',
          domainHolder: true,
        }),
      },
    },
  },
  {
    file: 'app/api/notify/route.ts',
    load: () => import('@/app/api/notify/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 201,
        fields: { email: { kind: 'identifier' }, topic: { kind: 'identifier' } },
        valid: () => ({ email: 'notify@example.com', topic: 'domain-tester' }),
      },
    },
  },
  {
    file: 'app/api/poll/route.ts',
    load: () => import('@/app/api/poll/route'),
    methods: {
      GET: {
        input: 'query',
        access: 'public',
        control: 200,
        fields: { voterId: { kind: 'identifier', optional: true } },
        valid: { voterId: VOTER_ID },
      },
      POST: {
        input: 'json',
        access: 'public',
        control: 200,
        fields: { optionId: { kind: 'identifier' }, voterId: { kind: 'identifier', optional: true } },
        valid: () => ({ optionId: 'mythicmint', voterId: VOTER_ID }),
      },
    },
  },
  {
    // Any address under /api/ that no route answers: 404 for every method, in the API's error shape.
    file: 'app/api/[...path]/route.ts',
    load: () => import('@/app/api/[...path]/route'),
    methods: {
      GET: { input: 'none', access: 'public', control: 404 },
      POST: { input: 'none', access: 'public', control: 404 },
      PUT: { input: 'none', access: 'public', control: 404 },
      PATCH: { input: 'none', access: 'public', control: 404 },
      DELETE: { input: 'none', access: 'public', control: 404 },
    },
  },
  {
    file: 'app/api/sol-price/route.ts',
    load: () => import('@/app/api/sol-price/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/status.json/route.ts',
    load: () => import('@/app/api/status.json/route'),
    methods: { GET: { input: 'none', access: 'public', control: 200 } },
  },
  {
    file: 'app/api/submissions/route.ts',
    load: () => import('@/app/api/submissions/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 201,
        fields: {
          kind: { kind: 'identifier' },
          name: { kind: 'text', optional: true },
          email: { kind: 'identifier' },
          title: { kind: 'text' },
          details: { kind: 'text', optional: true },
        },
        valid: () => ({
          kind: 'article',
          name: 'Sweep',
          email: 'submit@example.com',
          title: 'An article idea',
          details: 'Details.',
        }),
      },
    },
  },
  {
    file: 'app/api/upgrade-requests/route.ts',
    load: () => import('@/app/api/upgrade-requests/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 201,
        fields: {
          domain: { kind: 'identifier' },
          description: { kind: 'text', optional: true },
          contact: { kind: 'text', optional: true },
        },
        valid: () => ({ domain: 'sweepshop.sol', description: 'A shop.', contact: '@sweep' }),
      },
    },
  },
  {
    file: 'app/api/waitlist/route.ts',
    load: () => import('@/app/api/waitlist/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 201,
        fields: { email: { kind: 'identifier' }, source: { kind: 'identifier', optional: true } },
        valid: () => ({ email: 'wait@example.com', source: 'home' }),
      },
    },
  },
  {
    file: 'app/api/views/route.ts',
    load: () => import('@/app/api/views/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 200,
        fields: { slug: { kind: 'identifier' } },
        valid: (c) => ({ slug: c.sellableSlug }),
      },
    },
  },
];
