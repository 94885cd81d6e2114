import type { RouteSpec } from './types';

/** The earning channels: the signed-in wallet's, the referral visit's, and the operator's review and settings. */
export const rewardRoutes: RouteSpec[] = [
  {
    file: 'app/api/rewards/route.ts',
    load: () => import('@/app/api/rewards/route'),
    methods: { GET: { input: 'none', access: 'wallet', control: 200 } },
  },
  {
    file: 'app/api/rewards/feedback/route.ts',
    load: () => import('@/app/api/rewards/feedback/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'wallet',
        control: 201,
        fields: { message: { kind: 'text' } },
        valid: () => ({ message: 'The sweep liked the wheel.' }),
      },
    },
  },
  {
    file: 'app/api/rewards/welcome/route.ts',
    load: () => import('@/app/api/rewards/welcome/route'),
    methods: { POST: { input: 'none', access: 'wallet', control: 201 } },
  },
  {
    file: 'app/api/chat/reward/route.ts',
    load: () => import('@/app/api/chat/reward/route'),
    // The chat's 7% voucher draw may issue a code on any clean call.
    methods: { POST: { input: 'none', access: 'public', control: 200, writes: ['vouchers'] } },
  },
  {
    file: 'app/api/vouchers/route.ts',
    load: () => import('@/app/api/vouchers/route'),
    methods: { GET: { input: 'none', access: 'wallet', control: 200 } },
  },
  {
    file: 'app/api/rewards/referral/route.ts',
    load: () => import('@/app/api/rewards/referral/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'public',
        control: 200,
        fields: { ref: { kind: 'identifier' } },
        valid: (c) => ({ ref: c.otherWallet }),
      },
    },
  },
  {
    file: 'app/api/operator/feedback/route.ts',
    load: () => import('@/app/api/operator/feedback/route'),
    methods: {
      POST: {
        input: 'json',
        access: 'operator',
        control: 200,
        fields: { action: { kind: 'identifier' }, status: { kind: 'identifier', optional: true } },
        valid: () => ({ action: 'list', status: 'pending' }),
      },
    },
  },
  {
    file: 'app/api/operator/rewards/route.ts',
    load: () => import('@/app/api/operator/rewards/route'),
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
];
