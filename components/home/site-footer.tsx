import { IntentLink } from '@/components/navigation/intent-link';
import { HOME_FOOTER_LINKS } from '@/content/home';

export function SiteFooter() {
  return (
    <footer className="relative z-10 border-t border-edge">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 font-mono text-xs text-dim">
        <p>© Retailverse. A mall of .sol names. Not financial advice, barely retail advice.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            {HOME_FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className="hover:text-neon-cyan">
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
