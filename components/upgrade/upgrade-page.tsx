import 'server-only';
import { currentSettings } from '@/lib/settings';
import { formatSol } from '@/lib/rules/money';
import { ARTWORK_FROM_SOL, BUILD_ADDON_SOL, BUILD_PRICES } from '@/lib/rules/pricing';
import { directMessageUrl } from '@/lib/rules/social';
import { artworkRequestText, buildSlotRequestText } from '@/lib/rules/upgrade';
import { DeploymentForm } from './deployment-form';

const linkClass = 'mt-4 inline-block rounded border px-4 py-2 font-mono text-sm font-bold hover:bg-white/5';

export function UpgradePage() {
  const social = currentSettings().sellerSocialUrl;
  return (
    <div>
      <header className="mb-8">
        <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-pink">Fixer&apos;s Workshop</p>
        <h1 className="mt-2 font-display text-4xl text-ink neon-text">Upgrade Your Domain</h1>
        <p className="mt-2 max-w-2xl text-dim">
          Custom SNS artwork, a build slot for a full site, or a deployment request. Requests open a direct message to
          the Fixer with the details filled in.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="artwork-title" className="rounded-lg border border-neon-purple/60 bg-panel p-6">
          <h2 id="artwork-title" className="font-display text-2xl text-neon-purple">
            Custom SNS Artwork
          </h2>
          <p className="mt-2 text-dim">A one-off image for your .sol name, ready for wallets and marketplaces.</p>
          <p className="mt-3 font-mono text-xl text-ink">from {formatSol(ARTWORK_FROM_SOL)}</p>
          <a
            href={directMessageUrl(social, artworkRequestText()) ?? social}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} border-neon-purple text-neon-purple`}
          >
            Request Artwork<span className="sr-only"> (opens a direct message in a new tab)</span>
          </a>
        </section>
        <section aria-labelledby="builds-title" className="rounded-lg border border-neon-cyan/60 bg-panel p-6">
          <h2 id="builds-title" className="font-display text-2xl text-neon-cyan">
            Build Slots
          </h2>
          <p className="mt-2 text-dim">A site built on your domain. Add-ons +{formatSol(BUILD_ADDON_SOL)} each.</p>
          <ul className="mt-3 space-y-3">
            {BUILD_PRICES.map((build) => (
              <li
                key={build.name}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-edge p-3"
              >
                <span>
                  <span className="font-display text-ink">{build.name}</span>{' '}
                  <span className="font-mono text-neon-green">{build.price}</span>
                </span>
                <a
                  href={directMessageUrl(social, buildSlotRequestText(build)) ?? social}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded border border-neon-cyan px-3 py-1 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
                >
                  Request {build.name} Slot<span className="sr-only"> (opens a direct message in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mt-8">
        <DeploymentForm />
      </div>
    </div>
  );
}
