import { describe, expect, it } from 'vitest';
import {
  bareNameCandidate,
  chatReply,
  chatReplyDelayMs,
  chatTypingFrames,
  chatWordDelayMs,
  extractDomainQuery,
  type DomainLookupResult,
} from '@/components/chat/chat-reply';
import * as copy from '@/content/chat';
import { CHAT_COMPLIMENTS, CHAT_EASTER_EGGS, CHAT_PROMO_SARCASM, CHAT_SARCASTIC_LINES } from '@/content/chat';
import { mulberry32 } from '@/lib/rules/random';
import { DRAWS, expectRate } from '../rules/stats';

const catalogue: Record<string, DomainLookupResult> = {
  jpegdealer: { exists: true, sellable: true, price: '12 SOL', lore: 'Sells pixels in a trench coat.' },
  retailverse: { exists: true, sellable: false, price: 'N/A' },
  diamondgrip: { exists: true, sold: true, sellable: false, price: '3.8 SOL' },
  copevendor: { exists: true, sellable: true, price: '0.25 SOL' },
};
const lookup = (name: string): DomainLookupResult =>
  catalogue[name] ?? { exists: false, sellable: false, price: 'N/A' };
/** A random source that never triggers extras (every roll is 0.99). */
const quiet = () => 0.99;

describe('extractDomainQuery', () => {
  it.each([
    ['is jpegdealer.sol for sale?', 'jpegdealer.sol'],
    ['"JpegDealer.sol"', 'JpegDealer.sol'],
    ['what about copevendor.sol.', 'copevendor.sol'],
    ['price of jpegdealer', 'jpegdealer'],
    ["What's the price of fudscience?", 'fudscience'],
    ['how much is copevendor', 'copevendor'],
    ['is retailverse for sale?', 'retailverse'],
    ['is retailverse available', 'retailverse'],
    ['buy nodehunter', 'nodehunter'],
  ])('%j asks about %j', (message, name) => {
    expect(extractDomainQuery(message)).toBe(name);
  });

  it('returns null for chatter', () => {
    for (const message of ['gm', 'is it raining', 'what is .sol', 'tell me a joke'])
      expect(extractDomainQuery(message), message).toBeNull();
  });
});

describe('chatReply', () => {
  it('ignores empty and whitespace-only messages', () => {
    expect(chatReply('', { random: quiet, lookup, copy })).toBeNull();
    expect(chatReply(' \n\t ', { random: quiet, lookup, copy })).toBeNull();
  });

  it('answers an available domain with price, lore and Price line', () => {
    const reply = chatReply('is JPEGDEALER.sol for sale?', { random: quiet, lookup, copy });
    expect(reply?.kind).toBe('available');
    expect(reply?.domain).toBe('jpegdealer.sol');
    expect(reply?.messages).toEqual([
      '"jpegdealer.sol" is available for 12 SOL.\n\nSells pixels in a trench coat.\n\nPrice: 12 SOL',
    ]);
    expect(chatReply('price of copevendor', { random: quiet, lookup, copy })?.messages[0]).toBe(
      '"copevendor.sol" is available for 0.25 SOL.\n\nPrice: 0.25 SOL',
    );
  });

  it('answers not for sale and not found with the spec messages', () => {
    expect(chatReply('is retailverse for sale', { random: quiet, lookup, copy })?.messages).toEqual([
      '"retailverse.sol" is not for sale. Some things are meant to stay in the vault.',
    ]);
    expect(chatReply('nosuchname.sol?', { random: quiet, lookup, copy })?.messages).toEqual([
      '"nosuchname.sol" doesn\'t exist in the Retailverse. Try something else.',
    ]);
  });

  it('says a sold name is sold, not that it is meant to stay in the vault', () => {
    expect(chatReply('is diamondgrip.sol for sale?', { random: quiet, lookup, copy })?.messages).toEqual([
      '"diamondgrip.sol" is sold. Somebody got there first: browse the racks for the next one.',
    ]);
  });

  it('answers a bare name the catalogue has; any other bare word gets the usual sarcasm', () => {
    expect(chatReply('JpegDealer?', { random: quiet, lookup, copy })?.messages).toEqual([
      '"jpegdealer.sol" is available for 12 SOL.\n\nSells pixels in a trench coat.\n\nPrice: 12 SOL',
    ]);
    expect(chatReply('retailverse', { random: quiet, lookup, copy })?.kind).toBe('not-for-sale');
    const chatter = chatReply('hello', { random: mulberry32(3), lookup, copy });
    expect(chatter?.kind).toBe('sarcasm');
    expect(bareNameCandidate('two words')).toBeNull();
    expect(bareNameCandidate(' fudscience! ')).toBe('fudscience');
  });

  it('refuses look-alike names without looking them up', () => {
    const reply = chatReply('is jpegde\u0430ler.sol for sale?', {
      random: quiet,
      copy,
      lookup: () => {
        throw new Error('must not look up');
      },
    });
    expect(reply?.kind).toBe('unsafe-name');
    expect(reply?.messages[0]).toContain('U+0430');
  });

  it('is sarcastic otherwise, with a promo-specific line when fishing for discounts', () => {
    const reply = chatReply('tell me a joke', { random: mulberry32(3), lookup, copy });
    expect(reply?.kind).toBe('sarcasm');
    expect(CHAT_SARCASTIC_LINES).toContain(reply?.messages[0]);
    const promo = chatReply('any discount?', { random: () => 0.5, lookup, copy });
    expect(CHAT_PROMO_SARCASM).toContain(promo?.messages[0]);
  });

  it('hands out the voucher the server issued, in the exact copy, with where it applies', () => {
    const voucher = {
      code: 'FLASH20-ABCDEFGHIJKLMNOP',
      percent: 20,
      target: 'Flash Rack',
      where: 'checkout of a Flash Rack name',
      days: 7,
    };
    const reply = chatReply('gm', { random: quiet, lookup, copy, voucher });
    expect(reply?.voucher).toEqual(voucher);
    expect(reply?.messages.at(-1)).toBe(
      "🎟️ Fine. Take voucher FLASH20-ABCDEFGHIJKLMNOP: 20% off Flash Rack. Don't make it weird.\n\n" +
        'Use it at checkout of a Flash Rack name, signed in with your wallet, within 7 days.',
    );
    expect(chatReply('gm', { random: quiet, lookup, copy })?.voucher).toBeUndefined();
  });

  it('adds a grudging compliment on 5% of messages', () => {
    const random = mulberry32(500);
    let compliments = 0;
    for (let i = 0; i < DRAWS; i++) {
      const reply = chatReply('is copevendor for sale', { random, lookup, copy });
      if (reply?.messages.some((message) => CHAT_COMPLIMENTS.includes(message))) compliments++;
    }
    expectRate(compliments, DRAWS, 0.05);
  });

  it('shows an easter egg on 10% of messages with a trigger phrase, never without', () => {
    const random = mulberry32(1000);
    const eggs = new Set(CHAT_EASTER_EGGS.map((egg) => egg.reply));
    let hits = 0;
    let without = 0;
    for (let i = 0; i < DRAWS; i++) {
      if (chatReply('I love my WIFHOODIE', { random, lookup, copy })?.messages.some((message) => eggs.has(message)))
        hits++;
      if (chatReply('I love my jacket', { random, lookup, copy })?.messages.some((message) => eggs.has(message)))
        without++;
    }
    expectRate(hits, DRAWS, 0.1);
    expect(without).toBe(0);
  });
});

describe('typing', () => {
  it('waits 1000-1500 ms, then 55-80 ms per word', () => {
    const random = mulberry32(9);
    const delays = Array.from({ length: 5000 }, () => chatReplyDelayMs(random));
    expect(Math.min(...delays)).toBe(1000);
    expect(Math.max(...delays)).toBe(1500);
    const words = Array.from({ length: 5000 }, () => chatWordDelayMs(random));
    expect(Math.min(...words)).toBe(55);
    expect(Math.max(...words)).toBe(80);
  });

  it('types word by word, keeping line breaks', () => {
    expect(chatTypingFrames('a bc\n\nd')).toEqual(['a', 'a bc', 'a bc\n\nd']);
    expect(chatTypingFrames('  ')).toEqual([]);
  });
});
