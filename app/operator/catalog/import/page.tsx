import type { Metadata } from 'next';
import Link from 'next/link';
import { CatalogImport } from '@/components/operator/catalog-import';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { requireConsole } from '@/components/operator/require-console';

export const metadata: Metadata = { title: 'Import a catalogue CSV' };

export default async function ConsoleImportPage() {
  await requireConsole();
  return (
    <>
      <p className="mb-2 font-mono text-sm">
        <Link href="/operator/catalog" className="text-dim hover:text-neon-cyan">
          ← Catalogue
        </Link>
      </p>
      <ConsoleHeading title="Import a CSV">
        The same import as <code>npm run catalog:import</code>: one row per name, the columns of an export. New names
        are added, known ones updated; one bad row and nothing is imported.
      </ConsoleHeading>
      <CatalogImport />
    </>
  );
}
