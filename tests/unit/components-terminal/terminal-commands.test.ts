import { describe, expect, it } from 'vitest';
import {
  parseTerminalCommand,
  runTerminalCommand,
  terminalDestination,
  usesMythicListings,
} from '@/components/terminal/terminal-commands';
import * as copy from '@/content/terminal';
import { TERMINAL_HELP, TERMINAL_TAUNTS } from '@/content/terminal';
import type { PublicSale } from '@/lib/rules/live-sales';
import { mulberry32 } from '@/lib/rules/random';
import { DRAWS, expectRate } from '../rules/stats';

const mythicDomains = [
  { name: 'jpegdealer.sol', price: '12 SOL' },
  { name: 'fudscience.sol', price: '15 SOL' },
  { name: 'lurkerlife.sol', price: '12 SOL' },
];
const run = (input: string, seed = 1) => runTerminalCommand(input, { random: mulberry32(seed), mythicDomains, copy });

/** The thirteen commands of docs/product.md. */
const TERMINAL_COMMANDS = [
  '/pricing',
  '/tiers',
  '/mythic',
  '/artifacts',
  '/lore',
  '/vault',
  '/retailrunner',
  '/help',
  '/gm',
  '/access',
  '/cipher',
  '/purchase',
  '/basement',
] as const;

describe('parseTerminalCommand', () => {
  it('trims, lowercases and matches the thirteen commands exactly', () => {
    for (const command of TERMINAL_COMMANDS)
      expect(parseTerminalCommand(command)).toEqual({ kind: 'command', command, arg: null });
    expect(parseTerminalCommand('  /HELP ')).toEqual({ kind: 'command', command: '/help', arg: null });
    expect(parseTerminalCommand('/help me')).toEqual({ kind: 'unknown', input: '/help me' });
    expect(parseTerminalCommand('help')).toEqual({ kind: 'unknown', input: 'help' });
    expect(parseTerminalCommand('/gmm')).toEqual({ kind: 'unknown', input: '/gmm' });
    expect(parseTerminalCommand('   ')).toEqual({ kind: 'empty' });
  });

  it('/basement prints its lines and takes the visitor to the basement; nothing else navigates', () => {
    expect(runTerminalCommand(' /Basement ', { random: () => 0, mythicDomains: [], copy })[0]).toMatch(
      /Glitch Militia/,
    );
    expect(terminalDestination(' /Basement ')).toBe('/basement');
    expect(terminalDestination('/vault')).toBeNull();
    expect(terminalDestination('/basement now')).toBeNull();
  });

  it("takes the cipher code as '/cipher <code>'", () => {
    expect(parseTerminalCommand('/cipher')).toEqual({ kind: 'command', command: '/cipher', arg: null });
    expect(parseTerminalCommand(' /CIPHER   GlitchMilitia ')).toEqual({
      kind: 'command',
      command: '/cipher',
      arg: 'glitchmilitia',
    });
    expect(parseTerminalCommand('/cipher two words').kind).toBe('unknown');
  });
});

describe('runTerminalCommand', () => {
  it('answers every command with at least one line', () => {
    for (const command of TERMINAL_COMMANDS) expect(run(command).length, command).toBeGreaterThan(0);
    expect(run('')).toEqual([]);
  });

  it('documents every command, and the cipher form, in /help', () => {
    const help = run('/help').join('\n');
    for (const command of TERMINAL_COMMANDS) expect(help).toContain(command);
    expect(help).toContain('/cipher <code>');
    expect(TERMINAL_HELP).toHaveLength(TERMINAL_COMMANDS.length);
  });

  it('quotes the pricing tiers and the mythic list', () => {
    const pricing = run('/pricing').join('\n');
    for (const text of [
      'Liquid Tags: 0.15-0.35 SOL',
      'Blueprint Ready: 0.5-2 SOL',
      'Premium: 3+ SOL',
      'Mythic: 10+ SOL',
    ]) {
      expect(pricing).toContain(text);
    }
    expect(run('/mythic')).toEqual([
      'MYTHIC ROTATION:',
      'jpegdealer.sol — 12 SOL',
      'fudscience.sol — 15 SOL',
      'lurkerlife.sol — 12 SOL',
    ]);
    expect(runTerminalCommand('/mythic', { random: mulberry32(1), mythicDomains: [], copy })).toHaveLength(1);
    expect(run('/access').join('\n')).toContain('Retailpunk, Mallrat, Slotlord, Mallcore or Hoodieguard');
  });

  it('accepts only the fixed cipher code', () => {
    expect(run('/cipher glitchmilitia')[0]).toContain('ACCEPTED');
    expect(run('/cipher letmein')[0]).toContain('REJECTED');
    expect(run('/cipher')).toContain('Usage: /cipher <code>');
  });

  it('answers unknown input with the spec line and one of six taunts', () => {
    expect(TERMINAL_TAUNTS).toHaveLength(6);
    expect(TERMINAL_TAUNTS.some((taunt) => taunt.includes('404') && /promo code/i.test(taunt))).toBe(true);
    const lines = run('  Sudo Rm -rf ');
    expect(lines[0]).toBe('Unknown command: "Sudo Rm -rf"');
    expect(TERMINAL_TAUNTS).toContain(lines[1]);
    expect(lines).toHaveLength(2);
    const seen = new Set<string>();
    const random = mulberry32(4);
    for (let i = 0; i < 600; i++) seen.add(runTerminalCommand('nope', { random, mythicDomains, copy })[1] ?? '');
    expect(seen.size).toBe(6);
  });

  it('fakes a purchase: base58 buyer, a listed domain, 0.69-12 SOL', () => {
    for (let seed = 0; seed < 200; seed++) {
      const line = run('/purchase', seed)[1] ?? '';
      const match = /^([1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{3}) bought (\S+) for ([\d.]+) SOL$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(mythicDomains.map((domain) => domain.name)).toContain(match?.[2]);
      const price = Number(match?.[3]);
      expect(price).toBeGreaterThanOrEqual(0.69);
      expect(price).toBeLessThanOrEqual(12);
      expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6);
    }
    const own = runTerminalCommand('/purchase', {
      random: mulberry32(1),
      copy,
      mythicDomains: [],
      purchaseDomains: ['x.sol'],
    });
    expect(own[1]).toContain('bought x.sol for');
  });

  it('says the simulated purchase is a simulation', () => {
    const lines = run('/purchase');
    expect(lines[0]).toBe('PROCESSING PURCHASE...');
    expect(lines[2]).toBe('(Simulation. No SOL was harmed.)');
  });

  it('on a mall that takes payments, lists its real sales and invents none', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const sale: PublicSale = {
      id: 'a',
      name: 'nodehunter.sol',
      slug: 'nodehunter',
      amount: '4.2',
      buyer: 'AbCd…WxYz',
      paidAt: '2026-05-01T11:55:00Z',
    };
    const live = (sales: PublicSale[]) =>
      runTerminalCommand('/purchase', { random: mulberry32(1), mythicDomains, copy, liveSales: { sales, now } });
    expect(
      live([sale, { ...sale, id: 'b', buyer: null, name: 'x.sol', amount: '0.25', paidAt: '2026-04-29T12:00:00Z' }]),
    ).toEqual([
      'RECENT SALES (on chain):',
      'AbCd…WxYz bought nodehunter.sol for 4.2 SOL · 5 min ago',
      'Someone bought x.sol for 0.25 SOL · 2 d ago',
    ]);
    expect(live([])).toEqual(['No sales yet.']);
  });
});

describe('usesMythicListings', () => {
  it('names exactly the commands whose answer changes with the mythic rotation', () => {
    for (const command of TERMINAL_COMMANDS) {
      const without = runTerminalCommand(command, { random: mulberry32(7), mythicDomains: [], copy });
      const changes = JSON.stringify(run(command, 7)) !== JSON.stringify(without);
      expect(usesMythicListings(command), command).toBe(changes);
    }
  });
});

describe('the /purchase price', () => {
  const priceOf = (random: () => number) => {
    const line = runTerminalCommand('/purchase', { random, mythicDomains, copy })[1] ?? '';
    return Number(/ for ([\d.]+) SOL$/.exec(line)?.[1]);
  };

  it('is uniform over whole cents from 0.69 to 12', () => {
    expect(priceOf(() => 0)).toBe(0.69);
    expect(priceOf(() => 0.9999999)).toBe(12);
    const random = mulberry32(77);
    let low = 0;
    let sum = 0;
    for (let i = 0; i < DRAWS; i++) {
      const price = priceOf(random);
      sum += price;
      if (price < 1) low++;
    }
    expectRate(low, DRAWS, 31 / 1132);
    expect(Math.abs(sum / DRAWS - (0.69 + 12) / 2)).toBeLessThan(0.05);
  });
});
