import type { Metadata } from 'next';
import { SetupPage } from '@/components/shop/setup-page';
import { shopClaimed } from '@/lib/auth/setup';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Claim this shop', robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The one-time setup link printed at first start (docs/operators.md "Claim the shop"). */
export default async function Page({ searchParams }: { searchParams: Search }) {
  const { code } = await searchParams;
  return <SetupPage code={typeof code === 'string' ? code : null} claimed={await shopClaimed()} />;
}
