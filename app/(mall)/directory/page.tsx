import type { Metadata } from 'next';
import { DirectoryScreen } from '@/components/directory/directory-screen';
import { parseArchetypeParam } from '@/components/directory/archetype';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Mall Directory',
  description:
    'The map of the Retailverse: four floors, three rotating wings and every .sol shop, filterable by builder or degen.',
  alternates: { canonical: '/directory' },
};

export default async function DirectoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const archetype = parseArchetypeParam((await searchParams).archetype);
  return <DirectoryScreen archetype={archetype} now={new Date()} />;
}
