import { describe, expect, it } from 'vitest';
import { domainEmoji } from '@/components/catalog/emoji';

describe('domainEmoji', () => {
  it.each([
    ['jpegdealer.sol', '🖼️'],
    ['fudscience', '🧪'],
    ['copevendor.sol', '😭'],
    ['commandhub.sol', '🛰️'],
    ['jumpsetradio.sol', '📻'],
    ['biggestofbrains.sol', '🧠'],
    ['AlphaTracker.sol', '🐺'],
    ['loungeprotocol.sol', '🛋️'],
  ])('%s → %s', (name, emoji) => {
    expect(domainEmoji(name)).toBe(emoji);
  });

  it('falls back to 🌐', () => {
    expect(domainEmoji('zzz.sol')).toBe('🌐');
  });
});
