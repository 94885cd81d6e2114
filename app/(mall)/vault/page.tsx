import type { Metadata } from 'next';
import { VaultScreen } from '@/components/vault/vault-screen';
import { currentSettings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Vaulted Domains',
  description:
    'The vault inventory of the Retailverse: premium, mid, memeable and experimental .sol names, listed or locked.',
  alternates: { canonical: '/vault' },
};

export default function VaultPage() {
  return <VaultScreen twitterUrl={currentSettings().sellerSocialUrl} />;
}
