import { describe, expect, it } from 'vitest';
import { previewableUrl } from '@/components/lore/previewable-url';
import { keywordRecordsFor, loreForSlug, wikiHeroImage } from '@/components/lore/wiki-content';
import { wikiLore } from '@/content/catalog';
import fs from 'node:fs';
import path from 'node:path';

describe('website preview URLs', () => {
  it('allows only http and https', () => {
    expect(previewableUrl('https://jpegdealer.retailverse.example')).toBe('https://jpegdealer.retailverse.example/');
    expect(previewableUrl('/sites/jpegdealer')).toBe('/sites/jpegdealer');
    expect(previewableUrl('/sites/../admin')).toBeNull();
    expect(previewableUrl('/elsewhere')).toBeNull();
    expect(previewableUrl('http://127.0.0.1:8080/x')).toBe('http://127.0.0.1:8080/x');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://x.example',
      'not a url',
      '',
      null,
    ])
      expect(previewableUrl(bad)).toBeNull();
  });
});

describe('wiki content', () => {
  it('has custom lore for exactly the seven storied slugs, and the generic story otherwise', () => {
    expect(Object.keys(wikiLore).sort()).toEqual([
      'biggestofbrains',
      'commandhub',
      'copevendor',
      'fudscience',
      'jpegdealer',
      'jumpsetradio',
      'retailverse',
    ]);
    expect(loreForSlug('jpegdealer').title).toBe('The Dealer of Kiosk 7');
    expect(loreForSlug('nodehunter').title).toBe('Domain');
    expect(loreForSlug('nodehunter').content).toContain('nodehunter.sol');
    expect(loreForSlug('constructor').title).toBe('Domain');
  });

  it('shows hero images for the four slugs, and each image ships in public/', () => {
    for (const slug of ['bidgremlin', 'fudscience', 'jpegdealer', 'jumpsetradio']) {
      const image = wikiHeroImage(slug)!;
      expect(fs.existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
    }
    expect(wikiHeroImage('commandhub')).toBeNull();
  });

  it('feeds 5 keyword records to each of the 7 target wiki pages', () => {
    const targets = [
      'jpegdealer',
      'fudscience',
      'copevendor',
      'biggestofbrains',
      'jumpsetradio',
      'retailverse',
      'commandhub',
    ];
    for (const slug of targets) expect(keywordRecordsFor(slug)).toHaveLength(5);
  });
});
