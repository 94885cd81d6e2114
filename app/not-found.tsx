import type { Metadata } from 'next';
import { AisleNotFound } from '@/components/errors/aisle-not-found';

export const metadata: Metadata = { title: 'Aisle Not Found', robots: { index: false } };

export default function NotFound() {
  return <AisleNotFound />;
}
