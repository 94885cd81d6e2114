import { DomainCardGrid } from '@/components/catalog/domain-card';
import { shownPrice } from '@/lib/rules/offer';
import type { EditableName, NameEditorValues } from './name-editor-values';
import { editedName } from './name-editor-values';

/** The name as the mall will show it once saved: its card in a list, and what its own page adds. */
export function NamePreview({ name, values }: { name: EditableName; values: NameEditorValues }) {
  const edited = editedName(values);
  const card = {
    name: name.name,
    slug: name.slug,
    status: edited.status,
    category: edited.category,
    description: edited.description,
    price: shownPrice({ ...edited, available: name.available }),
  };
  const facts: [string, string][] = [
    ['Listed', edited.listed ? 'yes' : 'no'],
    ['Featured', edited.featured ? 'yes' : 'no'],
    ['Vaulted', edited.vaulted ? 'yes' : 'no'],
    ['Tags', edited.tags.join(', ') || '—'],
    ['Website', edited.website ?? '—'],
    ['Lore', edited.lore ? edited.lore.slogan || '(no slogan)' : 'the default lore'],
  ];
  return (
    <section aria-labelledby="name-preview-heading" className="panel p-4" data-testid="name-preview">
      <h2 id="name-preview-heading" className="mb-3 font-display text-lg text-neon-cyan">
        Preview
      </h2>
      <DomainCardGrid cards={[card]} />
      {edited.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the operator's address, shown as typed
        <img src={edited.imageUrl} alt={`Image of ${name.name}`} className="mt-3 max-h-40 rounded" />
      ) : null}
      <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-mono text-xs tracking-widest text-dim">{term.toUpperCase()}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
