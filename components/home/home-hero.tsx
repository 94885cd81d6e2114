import { IntentLink } from '@/components/navigation/intent-link';
import { HOME_HERO, HOME_LINKS } from '@/content/home';

export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative px-4 pb-16 pt-10 sm:pt-20">
      <div className="mx-auto max-w-6xl">
        <p className="font-mono text-xs tracking-[0.3em] text-neon-cyan sm:text-sm">{HOME_HERO.kicker}</p>
        <h1
          id="home-title"
          className="mt-4 font-display text-[clamp(1.75rem,8vw,6rem)] font-black uppercase leading-none tracking-wide sm:tracking-wider text-ink [text-shadow:3px_0_var(--color-neon-pink),-3px_0_var(--color-neon-cyan),0_0_40px_rgb(34_211_238/0.35)]"
        >
          {HOME_HERO.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-dim sm:text-xl">{HOME_HERO.tagline}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <IntentLink
            href="/basement"
            className="rounded border-2 border-neon-pink bg-neon-pink/10 px-6 py-3 font-display text-sm font-bold uppercase tracking-widest text-neon-pink shadow-[0_0_24px_rgb(255_95_184/0.35)] transition hover:bg-neon-pink hover:text-void"
          >
            {HOME_HERO.basementCta}
          </IntentLink>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {HOME_LINKS.map((link) => (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                className="group block h-full rounded-lg border border-edge bg-panel/80 p-5 transition hover:border-neon-cyan hover:shadow-[0_0_24px_rgb(34_211_238/0.2)]"
              >
                <span className="font-display text-lg tracking-wide text-neon-cyan">{link.label}</span>
                <span className="mt-1 block text-sm text-dim">{link.description}</span>
                <span
                  aria-hidden="true"
                  className="mt-3 block font-mono text-xs text-neon-cyan transition group-hover:translate-x-1"
                >
                  ENTER →
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
