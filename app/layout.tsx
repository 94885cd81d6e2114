import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ReferralCapture } from '@/components/tickets/referral-capture';
import { env } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/site';
import { displayFont, monoFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${PRODUCT_NAME} — the .sol domain mall`, template: `%s | ${PRODUCT_NAME}` },
  description:
    'A cyberpunk mall for Solana .sol domain names: browse the racks, read the lore, spin for Retail Tickets and grab a 24-hour pass.',
  applicationName: PRODUCT_NAME,
  icons: { icon: '/images/logo.svg' },
  openGraph: { siteName: PRODUCT_NAME, type: 'website' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#05060a', colorScheme: 'dark' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${monoFont.variable} ${displayFont.variable}`}>
      <body className="antialiased">
        {children}
        <ReferralCapture />
      </body>
    </html>
  );
}
