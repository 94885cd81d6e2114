'use client';

import { useEffect } from 'react';
import { apiRequest } from '@/components/api/client';
import { isSolanaAddressShape } from '@/lib/rules/validation';

/**
 * A visitor who arrives with `?ref=WALLET` hands it to the server once, which keeps it in an HttpOnly cookie until
 * their first sign-in (docs/tickets.md, "Referrals"). Pages themselves never set cookies, so they stay cacheable.
 */
export function ReferralCapture() {
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (!ref || !isSolanaAddressShape(ref)) return;
    void apiRequest('/api/rewards/referral', { method: 'POST', body: { ref } });
  }, []);
  return null;
}
