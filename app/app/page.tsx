import type { Metadata } from 'next';
import { IntentLink } from '@/components/navigation/intent-link';
import { NeonBackdrop } from '@/components/home/neon-backdrop';
import { SiteFooter } from '@/components/home/site-footer';
import { SiteHeader } from '@/components/home/site-header';
import { WaitlistForm } from '@/components/home/waitlist-form';
import { APP_LANDING } from '@/content/home';

export const metadata: Metadata = {
  title: 'App',
  description:
    'The Retailverse app is in the stockroom: enter the marketplace now and join the e-mail waitlist for launch.',
  alternates: { canonical: '/app' },
};

export default function AppLandingPage() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <NeonBackdrop />
      <SiteHeader />
      <main id="main" className="relative z-10 mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-20">
        <p className="font-mono text-xs tracking-[0.3em] text-neon-cyan sm:text-sm">{APP_LANDING.kicker}</p>
        <h1 className="mt-4 font-display text-4xl font-black uppercase leading-tight text-ink [text-shadow:2px_0_var(--color-neon-pink),-2px_0_var(--color-neon-cyan)] sm:text-6xl">
          {APP_LANDING.title}
        </h1>
        <p className="mt-6 text-lg text-dim">{APP_LANDING.description}</p>
        <IntentLink
          href="/marketplace"
          className="mt-8 inline-block rounded border-2 border-neon-pink bg-neon-pink/10 px-6 py-3 font-display text-sm font-bold uppercase tracking-widest text-neon-pink shadow-[0_0_24px_rgb(255_95_184/0.35)] hover:bg-neon-pink hover:text-void"
        >
          {APP_LANDING.enterCta}
        </IntentLink>
        <div className="mt-12 rounded-lg border border-edge bg-panel/90 p-6">
          <WaitlistForm />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
