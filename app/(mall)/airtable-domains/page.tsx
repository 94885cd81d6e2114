import type { Metadata } from 'next';
import { AirtableDomains } from '@/components/airtable/airtable-domains';
import { AIRTABLE_TITLE } from '@/lib/rules/error-messages';

export const metadata: Metadata = {
  title: AIRTABLE_TITLE,
  description: 'Every domain of the local feed, as a plain list.',
  alternates: { canonical: '/airtable-domains' },
};

export default function Page() {
  return (
    <div>
      <h1 className="font-display text-4xl text-ink neon-text">{AIRTABLE_TITLE}</h1>
      <AirtableDomains />
    </div>
  );
}
