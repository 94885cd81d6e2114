import type { Metadata } from 'next';
import { MerchDossierForm } from '@/components/community/merch-dossier-form';
import { MerchPerks } from '@/components/community/merch-perks';

export const metadata: Metadata = {
  title: 'Merch Waitlist',
  description: 'Open a dossier with Threadcount Ops for the Retailverse hoodie drop.',
  alternates: { canonical: '/merch-waitlist' },
};

export default function MerchWaitlistPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <header className="space-y-3">
        <p className="font-mono text-xs uppercase tracking-widest text-neon-pink">Threadcount Ops // Classified</p>
        <h1 className="font-display text-3xl text-ink neon-text">Merch Waitlist Dossier</h1>
        <p className="text-dim">
          The hoodie drop is need-to-know. File your dossier and Threadcount Ops will reach out when the racks open.
        </p>
      </header>
      <MerchPerks />
      <MerchDossierForm />
    </div>
  );
}
