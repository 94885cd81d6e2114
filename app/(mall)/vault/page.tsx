import type { Metadata } from 'next';
import { VaultScreen } from '@/components/vault/vault-screen';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Vaulted Domains',
  description:
    'The vault inventory of the Retailverse: premium, mid, memeable and experimental .sol names, listed or locked.',
  alternates: { canonical: '/vault' },
};

export default function VaultPage() {
  return <VaultScreen twitterUrl={env().SELLER_SOCIAL_URL} />;
}
