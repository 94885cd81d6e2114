import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { TokenAction } from '@/components/inbox/token-action';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

/** Every e-mail's unsubscribe link opens this page: one button, no sign-in (docs/product.md "E-mail"). */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const query = new URLSearchParams({ token: typeof token === 'string' ? token : '' });
  return (
    <>
      <CatalogHeader title="Unsubscribe" kicker="// INBOX">
        Stop e-mail from this mall. Your inbox keeps every message.
      </CatalogHeader>
      <TokenAction path={`/api/inbox/unsubscribe?${query}`} label="Unsubscribe" />
    </>
  );
}
