import type { Metadata } from 'next';
import { ServicesList } from '@/components/community/services-list';

export const metadata: Metadata = {
  title: 'Services',
  description: 'Custom SNS artwork and build slots for your .sol domain, with prices.',
  alternates: { canonical: '/services' },
};

export default function ServicesPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-3">
        <p className="font-mono text-xs uppercase tracking-widest text-neon-pink">Upgrade Shop</p>
        <h1 className="font-display text-3xl text-ink neon-text">Upgrade and Build Services</h1>
        <p className="max-w-2xl text-dim">
          Give your name a face and a storefront. Pick a service, then send the request from the upgrade page.
        </p>
      </header>
      <ServicesList />
    </div>
  );
}
