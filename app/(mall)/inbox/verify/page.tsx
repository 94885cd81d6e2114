import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { TokenAction } from '@/components/inbox/token-action';

export const metadata: Metadata = { title: 'Verify your e-mail', robots: { index: false } };

/** The verification link's page: one button verifies the address (docs/product.md "E-mail"). */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <>
      <CatalogHeader title="Verify your e-mail" kicker="// INBOX">
        Confirm that notifications from your inbox may be e-mailed to this address.
      </CatalogHeader>
      <TokenAction
        path="/api/inbox/email/verify"
        body={{ token: typeof token === 'string' ? token : '' }}
        label="Verify"
      />
    </>
  );
}
