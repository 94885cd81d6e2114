import type { Metadata } from 'next';
import { CheckoutPage, checkoutTitle } from '@/components/checkout/checkout-page';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return { title: await checkoutTitle(decoded(slug)), robots: { index: false } };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default async function Page({ params, searchParams }: Props) {
  const [{ slug }, { order }] = await Promise.all([params, searchParams]);
  return <CheckoutPage slug={decoded(slug)} orderId={typeof order === 'string' ? order : undefined} />;
}
