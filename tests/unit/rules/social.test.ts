import { describe, expect, it } from 'vitest';
import { buyMessage, buysByDirectMessage, directMessageUrl } from '@/lib/rules/social';

describe('directMessageUrl', () => {
  it('opens the X composer for an X or Twitter profile, with the text and the handle', () => {
    for (const profile of [
      'https://x.com/retailverse',
      'https://twitter.com/retailverse/',
      'https://www.x.com/retailverse',
    ]) {
      const url = new URL(directMessageUrl(profile, 'Hi there & more')!);
      expect(url.origin + url.pathname).toBe('https://x.com/messages/compose');
      expect(url.searchParams.get('screen_name')).toBe('retailverse');
      expect(url.searchParams.get('text')).toBe('Hi there & more');
    }
  });

  it('opens a Telegram chat with the text', () => {
    expect(directMessageUrl('https://t.me/retailverse', 'gm')).toBe('https://t.me/retailverse?text=gm');
  });

  it('keeps any other http(s) link and refuses other schemes and non-URLs', () => {
    expect(directMessageUrl('https://discord.gg/abc', 'x')).toBe('https://discord.gg/abc');
    expect(directMessageUrl('javascript:alert(1)', 'x')).toBeNull();
    expect(directMessageUrl('not a url', 'x')).toBeNull();
  });

  it('names the domain in the buy message', () => {
    expect(buyMessage('fudscience.sol')).toContain('fudscience.sol');
  });

  it('buys fudscience by direct message and nothing else', () => {
    expect(buysByDirectMessage('fudscience')).toBe(true);
    expect(buysByDirectMessage('jpegdealer')).toBe(false);
    expect(buysByDirectMessage('nodehunter')).toBe(false);
  });
});
