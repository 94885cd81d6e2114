import { IntentLink } from '@/components/navigation/intent-link';

/** Where to go for what: the contact routes beside the form. */
export function ContactRoutes({ socialUrl }: { socialUrl: string }) {
  const routes = [
    {
      title: 'Buy or sell a name',
      text: 'DM the mall on X for listings and private vault sales.',
      href: socialUrl,
      label: 'Message on X',
      external: true,
    },
    {
      title: 'Upgrades and builds',
      text: 'Artwork, storefronts and full builds for your .sol name.',
      href: '/upgrade',
      label: 'Request an Upgrade',
    },
    {
      title: 'Pitch a name or an article',
      text: 'Send a domain for the racks or an idea for Insights.',
      href: '/submit',
      label: 'Submit an Idea',
    },
  ];
  return (
    <ul className="space-y-4">
      {routes.map((route) => (
        <li key={route.title} className="panel p-4">
          <h2 className="font-display text-ink">{route.title}</h2>
          <p className="mt-1 text-sm text-dim">{route.text}</p>
          {route.external ? (
            <a
              href={route.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block font-mono text-sm text-neon-cyan hover:underline"
            >
              {route.label} ↗
            </a>
          ) : (
            <IntentLink
              href={route.href}
              className="mt-2 inline-block font-mono text-sm text-neon-cyan hover:underline"
            >
              {route.label} →
            </IntentLink>
          )}
        </li>
      ))}
    </ul>
  );
}
