import type { Metadata } from 'next';
import { ContactForm } from '@/components/community/contact-form';
import { ContactRoutes } from '@/components/community/contact-routes';
import { currentSettings } from '@/lib/settings';

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Reach the Retailverse ops desk: sales, upgrades, submissions and everything else.',
  alternates: { canonical: '/contact' },
};

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-3">
        <p className="font-mono text-xs uppercase tracking-widest text-neon-cyan">Ops Desk</p>
        <h1 className="font-display text-3xl text-ink neon-text">Contact the Retailverse</h1>
        <p className="max-w-2xl text-dim">
          Pick the fastest route below, or leave a message and we will answer by e-mail.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <ContactRoutes socialUrl={currentSettings().sellerSocialUrl} />
        <ContactForm />
      </div>
    </div>
  );
}
