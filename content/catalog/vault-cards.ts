/**
 * The words of the /vault page's cards (docs/product.md §3): which names, in which group, with which emoji and blurb.
 * A card's state and price are the catalogue's (components/vault/vault-screen.tsx). Each name exists in
 * catalogDomains; cards link to /domains/{slug}.
 */
export interface VaultCard {
  name: string; // with .sol
  emoji: string;
  description: string;
}

export type VaultCardGroupId = 'premium' | 'mid' | 'memeables' | 'experimental';

export const vaultCardGroupTitles: Record<VaultCardGroupId, string> = {
  premium: 'Premium',
  mid: 'Mid',
  memeables: 'Memeables',
  experimental: 'Experimental',
};

/** Display order of the groups on /vault. */
export const VAULT_CARD_GROUP_ORDER: readonly VaultCardGroupId[] = ['premium', 'mid', 'memeables', 'experimental'];

export const vaultCardGroups: Record<VaultCardGroupId, VaultCard[]> = {
  premium: [
    {
      name: 'jpegdealer.sol',
      emoji: '🖼️',
      description: 'Kiosk 7’s art broker. Mythic rotation, live site, chalk price list included.',
    },
    {
      name: 'exitliquidity.sol',
      emoji: '🚪',
      description: 'The bravest name in the mall. Somebody has to buy the top, in gold foil.',
    },
    {
      name: 'genesisgrail.sol',
      emoji: '🏆',
      description: 'Token-number-one energy for provenance pages and grail hunters.',
    },
    {
      name: 'mythicmint.sol',
      emoji: '🪙',
      description: 'The press that stamped the first collectibles. Behind glass until further notice.',
    },
    {
      name: 'voidmerchant.sol',
      emoji: '🕳️',
      description: 'The most exclusive empty stall in the Underbelly. The queue never ends.',
    },
    {
      name: 'diamondgrip.sol',
      emoji: '💎',
      description: 'Sold to a holder who, naturally, will never sell it.',
    },
  ],
  mid: [
    {
      name: 'nodehunter.sol',
      emoji: '🛰️',
      description: 'Latency scout of the Tech Sector. The demo checkout’s favourite name.',
    },
    {
      name: 'walletwhisperer.sol',
      emoji: '🔮',
      description: 'Reads your wallet history like a palm. Gently. Mostly.',
    },
    {
      name: 'loungeprotocol.sol',
      emoji: '🛋️',
      description: 'House rules for the third floor, playlist governance included.',
    },
    {
      name: 'anchorworks.sol',
      emoji: '⚓',
      description: 'A shipyard for on-chain programs. Welded, riveted, audited.',
    },
    {
      name: 'wagmiwarehouse.sol',
      emoji: '📦',
      description: 'A warehouse of optimism. Sold out in one rotation.',
    },
  ],
  memeables: [
    {
      name: 'copevendor.sol',
      emoji: '🥫',
      description: 'Insert SOL, receive copium. Six flavours and one mystery button.',
    },
    {
      name: 'bagcultist.sol',
      emoji: '🕯️',
      description: 'Conviction as a lifestyle. Laminated roadmap pamphlets on request.',
    },
    {
      name: 'rugmuseum.sol',
      emoji: '🏛️',
      description: 'An exhibition of vanished projects. Exit through the gift shop.',
    },
    {
      name: 'gmfactory.sol',
      emoji: '☀️',
      description: 'Good mornings, mass-produced at industrial scale.',
    },
    {
      name: 'pricetagpunk.sol',
      emoji: '🏷️',
      description: 'Retail anarchy with a label gun. The price is whatever it wrote.',
    },
    {
      name: 'ngmioutlet.sol',
      emoji: '🛍️',
      description: 'An outlet for bad decisions that, ironically, sold out within the hour.',
    },
  ],
  experimental: [
    {
      name: 'coldstorage.sol',
      emoji: '🧊',
      description: 'A walk-in freezer for keys. Air-gapped, multisig, do not plug in.',
    },
    {
      name: 'deploydeck.sol',
      emoji: '🚀',
      description: 'Push, verify, announce: the release ritual on one neon deck.',
    },
    {
      name: 'alphastalker.sol',
      emoji: '🕵️',
      description: 'Red string, binoculars and wallets under watch. Locked in the vault.',
    },
    {
      name: 'ghostvalidator.sol',
      emoji: '👻',
      description: 'Nobody remembers starting it. It still votes every slot.',
    },
    {
      name: 'mempoolmonk.sol',
      emoji: '🧘',
      description: 'Meditates over pending transactions until fees calm down.',
    },
  ],
};
