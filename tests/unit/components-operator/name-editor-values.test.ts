import { describe, expect, it } from 'vitest';
import { defaultLore } from '@/components/catalog/default-lore';
import { editFrom, valuesOf, type EditableName } from '@/components/operator/name-editor-values';

const NAME: EditableName = {
  name: 'copevendor.sol',
  slug: 'copevendor',
  available: true,
  price: '6.5 SOL',
  status: 'available',
  category: 'mid',
  listed: true,
  featured: false,
  vaulted: false,
  description: 'A vendor of copium.',
  website: null,
  tags: ['meme'],
  imageUrl: null,
  lore: null,
};

const start = () => valuesOf(NAME, defaultLore(NAME));

describe('the name editor', () => {
  it('sends only what changed, tags as a list, an emptied website as null', () => {
    const values = { ...start(), tags: 'meme, Cursed ,', vaulted: true, description: 'New words.' };
    expect(editFrom(NAME, values, false)).toEqual({
      edit: { tags: ['meme', 'Cursed'], vaulted: true, description: 'New words.' },
    });
    const named = editFrom({ ...NAME, website: 'https://a.example' }, { ...start(), website: ' ' }, false);
    expect(named).toEqual({ edit: { website: null } });
  });

  it('says nothing changed when nothing did, and adds the override only when asked', () => {
    expect(editFrom(NAME, start(), true)).toEqual({ unchanged: true });
    expect(editFrom(NAME, { ...start(), price: '7 SOL' }, true)).toEqual({ edit: { price: '7 SOL', override: true } });
  });

  it("names each field at fault with the API's own message", () => {
    const values = {
      ...start(),
      price: 'cheap',
      website: 'ftp://x',
      imageUrl: 'x.png',
      ownLore: true,
      lore: { ...start().lore, memeReadiness: '140' },
    };
    expect(editFrom(NAME, values, false)).toEqual({
      errors: {
        price: "must look like '5 SOL', 'N/A' or 'TBA'",
        website: 'must be an http or https URL',
        imageUrl: 'must be a path such as /images/domains/name.webp or an http(s) URL',
        'lore.memeReadiness': 'Too big: expected number to be <=100',
      },
    });
  });

  it('turns its own lore on from the default lore, and off back to null', () => {
    const lore = defaultLore(NAME);
    expect(editFrom(NAME, { ...start(), ownLore: true }, false)).toEqual({ edit: { lore } });
    const own = { ...NAME, lore };
    expect(editFrom(own, { ...valuesOf(own, lore), ownLore: false }, false)).toEqual({ edit: { lore: null } });
  });
});
