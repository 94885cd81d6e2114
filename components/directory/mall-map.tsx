import { IntentLink } from '@/components/navigation/intent-link';
import { StatusBadge } from '@/components/catalog/status-badge';
import { mainfloorWings, mallFloors, type MallFloorInfo } from '@/content/catalog';
import type { Domain } from '@/lib/catalog/types';

function DomainLinks({ domains, label }: { domains: readonly Domain[]; label: string }) {
  if (domains.length === 0) return <p className="mt-2 text-sm text-dim">No matching shops on this level.</p>;
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {domains.map((domain) => (
        <li
          key={domain.name}
          className="flex items-center justify-between gap-2 rounded border border-edge bg-panel-2 px-3 py-2"
        >
          <IntentLink
            href={`/wiki/${domain.slug}`}
            className="truncate font-mono text-sm text-neon-cyan hover:underline"
          >
            {domain.name}
          </IntentLink>
          <StatusBadge status={domain.status} />
        </li>
      ))}
    </ul>
  );
}

function Floor({ floor, domains }: { floor: MallFloorInfo; domains: readonly Domain[] }) {
  const onFloor = domains.filter((domain) => domain.floor === floor.id);
  return (
    <section aria-labelledby={`floor-${floor.id}`} className="panel p-5" data-testid={`floor-${floor.id}`}>
      <h2 id={`floor-${floor.id}`} className="font-display text-xl text-neon-pink">
        {floor.title}
      </h2>
      <p className="mt-2 text-sm text-dim">{floor.blurb}</p>
      {floor.id === '1F_Mainfloor' ? (
        mainfloorWings.map((wing) => (
          <div key={wing.id} className="mt-5" data-testid={`wing-${wing.id}`}>
            <h3 className="font-mono text-sm tracking-wide text-neon-yellow">{wing.title}</h3>
            <DomainLinks
              domains={onFloor.filter((domain) => domain.category === wing.category)}
              label={`${wing.title} domains`}
            />
          </div>
        ))
      ) : (
        <DomainLinks domains={onFloor} label={`${floor.title} domains`} />
      )}
    </section>
  );
}

/** The floors and wings of the mall, each domain linking to its wiki page. */
export function MallMap({ domains }: { domains: readonly Domain[] }) {
  return (
    <div className="space-y-6">
      {mallFloors.map((floor) => (
        <Floor key={floor.id} floor={floor} domains={domains} />
      ))}
    </div>
  );
}
