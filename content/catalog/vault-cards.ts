/** Static cards of the /vault page (docs/product.md §3). Each name exists in catalogDomains; cards link to /domains/{slug}. */
type VaultCardStatus = 'Listed Now' | 'Vaulted' | 'Sold';

export interface VaultCard {
  name: string; // with .sol
  status: VaultCardStatus;
  price: string; // '4.2 SOL' or 'TBA'
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
      status: 'Listed Now',
      price: '12 SOL',
      emoji: '🖼️',
      description: 'Kiosk 7’s art broker. Mythic rotation, live site, chalk price list included.',
    },
    {
      name: 'exitliquidity.sol',
      status: 'Listed Now',
      price: '9 SOL',
      emoji: '🚪',
      description: 'The bravest name in the mall. Somebody has to buy the top, in gold foil.',
    },
    {
      name: 'genesisgrail.sol',
      status: 'Listed Now',
      price: '7 SOL',
      emoji: '🏆',
      description: 'Token-number-one energy for provenance pages and grail hunters.',
    },
    {
      name: 'mythicmint.sol',
      status: 'Vaulted',
      price: 'TBA',
      emoji: '🪙',
      description: 'The press that stamped the first collectibles. Behind glass until further notice.',
    },
    {
      name: 'voidmerchant.sol',
      status: 'Vaulted',
      price: 'TBA',
      emoji: '🕳️',
      description: 'The most exclusive empty stall in the Underbelly. The queue never ends.',
    },
    {
      name: 'diamondgrip.sol',
      status: 'Sold',
      price: '3.8 SOL',
      emoji: '💎',
      description: 'Sold to a holder who, naturally, will never sell it.',
    },
  ],
  mid: [
    {
      name: 'nodehunter.sol',
      status: 'Listed Now',
      price: '1.25 SOL',
      emoji: '🛰️',
      description: 'Latency scout of the Tech Sector. The demo checkout’s favourite name.',
    },
    {
      name: 'walletwhisperer.sol',
      status: 'Listed Now',
      price: '0.75 SOL',
      emoji: '🔮',
      description: 'Reads your wallet history like a palm. Gently. Mostly.',
    },
    {
      name: 'loungeprotocol.sol',
      status: 'Listed Now',
      price: '0.75 SOL',
      emoji: '🛋️',
      description: 'House rules for the third floor, playlist governance included.',
    },
    {
      name: 'anchorworks.sol',
      status: 'Listed Now',
      price: '0.69 SOL',
      emoji: '⚓',
      description: 'A shipyard for on-chain programs. Welded, riveted, audited.',
    },
    {
      name: 'wagmiwarehouse.sol',
      status: 'Sold',
      price: '0.69 SOL',
      emoji: '📦',
      description: 'A warehouse of optimism. Sold out in one rotation.',
    },
  ],
  memeables: [
    {
      name: 'copevendor.sol',
      status: 'Listed Now',
      price: '4.2 SOL',
      emoji: '🥫',
      description: 'Insert SOL, receive copium. Six flavours and one mystery button.',
    },
    {
      name: 'bagcultist.sol',
      status: 'Listed Now',
      price: '3.3 SOL',
      emoji: '🕯️',
      description: 'Conviction as a lifestyle. Laminated roadmap pamphlets on request.',
    },
    {
      name: 'rugmuseum.sol',
      status: 'Vaulted',
      price: 'TBA',
      emoji: '🏛️',
      description: 'An exhibition of vanished projects. Exit through the gift shop.',
    },
    {
      name: 'gmfactory.sol',
      status: 'Listed Now',
      price: '0.5 SOL',
      emoji: '☀️',
      description: 'Good mornings, mass-produced at industrial scale.',
    },
    {
      name: 'pricetagpunk.sol',
      status: 'Listed Now',
      price: '0.3 SOL',
      emoji: '🏷️',
      description: 'Retail anarchy with a label gun. The price is whatever it wrote.',
    },
    {
      name: 'ngmioutlet.sol',
      status: 'Sold',
      price: '0.35 SOL',
      emoji: '🛍️',
      description: 'An outlet for bad decisions that, ironically, sold out within the hour.',
    },
  ],
  experimental: [
    {
      name: 'coldstorage.sol',
      status: 'Listed Now',
      price: '5 SOL',
      emoji: '🧊',
      description: 'A walk-in freezer for keys. Air-gapped, multisig, do not plug in.',
    },
    {
      name: 'deploydeck.sol',
      status: 'Listed Now',
      price: '3.5 SOL',
      emoji: '🚀',
      description: 'Push, verify, announce: the release ritual on one neon deck.',
    },
    {
      name: 'alphastalker.sol',
      status: 'Vaulted',
      price: 'TBA',
      emoji: '🕵️',
      description: 'Red string, binoculars and wallets under watch. Locked in the vault.',
    },
    {
      name: 'ghostvalidator.sol',
      status: 'Vaulted',
      price: 'TBA',
      emoji: '👻',
      description: 'Nobody remembers starting it. It still votes every slot.',
    },
    {
      name: 'mempoolmonk.sol',
      status: 'Listed Now',
      price: '0.5 SOL',
      emoji: '🧘',
      description: 'Meditates over pending transactions until fees calm down.',
    },
  ],
};
