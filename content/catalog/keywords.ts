/**
 * Static SEO keyword records (docs/product.md §3): 35 records over 7 personas and 7 target domains,
 * 5 records per persona and 5 per target. Targets are the custom-lore slugs.
 */
type KeywordPersona =
  'NFT Trader' | 'Meme Creator' | 'Investor' | 'DAO Organizer' | 'Gamer' | 'Solana Builder' | 'Collector';

type KeywordTargetDomain =
  'jpegdealer' | 'fudscience' | 'copevendor' | 'biggestofbrains' | 'jumpsetradio' | 'retailverse' | 'commandhub';

type KeywordIntent = 'explore' | 'learn';

export interface KeywordRecord {
  keyword: string;
  intent: KeywordIntent;
  persona: KeywordPersona;
  targetDomain: KeywordTargetDomain; // slug
  useCase: string;
}

export const keywordRecords: KeywordRecord[] = [
  // NFT Trader
  {
    keyword: 'nft trader sol domain',
    intent: 'explore',
    persona: 'NFT Trader',
    targetDomain: 'jpegdealer',
    useCase: 'Trading-desk identity that doubles as a gallery storefront',
  },
  {
    keyword: 'nft market sentiment tracker',
    intent: 'learn',
    persona: 'NFT Trader',
    targetDomain: 'fudscience',
    useCase: 'Read the mood of the market before sweeping a floor',
  },
  {
    keyword: 'funny domain for nft flippers',
    intent: 'explore',
    persona: 'NFT Trader',
    targetDomain: 'copevendor',
    useCase: 'Meme handle for a flipper who laughs through red days',
  },
  {
    keyword: 'nft trading thesis blog',
    intent: 'learn',
    persona: 'NFT Trader',
    targetDomain: 'biggestofbrains',
    useCase: 'Publish long-form trade theses under one name',
  },
  {
    keyword: 'nft community radio station',
    intent: 'explore',
    persona: 'NFT Trader',
    targetDomain: 'jumpsetradio',
    useCase: 'Shout-out show for collection launches and floor news',
  },
  // Meme Creator
  {
    keyword: 'meme page web3 domain',
    intent: 'explore',
    persona: 'Meme Creator',
    targetDomain: 'fudscience',
    useCase: 'Lab-coat meme brand that parodies market panic',
  },
  {
    keyword: 'copium meme sol name',
    intent: 'explore',
    persona: 'Meme Creator',
    targetDomain: 'copevendor',
    useCase: 'Sticker shop and meme drops for volatile weeks',
  },
  {
    keyword: 'galaxy brain meme domain',
    intent: 'explore',
    persona: 'Meme Creator',
    targetDomain: 'biggestofbrains',
    useCase: 'Home for expanding-brain edits and absurd theories',
  },
  {
    keyword: 'graffiti and music meme crew',
    intent: 'learn',
    persona: 'Meme Creator',
    targetDomain: 'jumpsetradio',
    useCase: 'Creative collective mixing remixes, tags and tracks',
  },
  {
    keyword: 'cyberpunk mall meme lore',
    intent: 'learn',
    persona: 'Meme Creator',
    targetDomain: 'retailverse',
    useCase: 'Learn the mall canon before making lore memes',
  },
  // Investor
  {
    keyword: 'premium sol domain investment',
    intent: 'learn',
    persona: 'Investor',
    targetDomain: 'copevendor',
    useCase: 'Understand how meme-grade names hold value',
  },
  {
    keyword: 'crypto research newsletter domain',
    intent: 'explore',
    persona: 'Investor',
    targetDomain: 'biggestofbrains',
    useCase: 'Branded name for a research letter or thesis archive',
  },
  {
    keyword: 'community brand domain value',
    intent: 'learn',
    persona: 'Investor',
    targetDomain: 'jumpsetradio',
    useCase: 'See how a culture name turns attention into demand',
  },
  {
    keyword: 'how sol domain tiers work',
    intent: 'learn',
    persona: 'Investor',
    targetDomain: 'retailverse',
    useCase: 'Compare vaulted, blueprint and quick-snag pricing',
  },
  {
    keyword: 'portfolio dashboard sol domain',
    intent: 'explore',
    persona: 'Investor',
    targetDomain: 'commandhub',
    useCase: 'One name for a multi-wallet portfolio console',
  },
  // DAO Organizer
  {
    keyword: 'dao discussion forum domain',
    intent: 'explore',
    persona: 'DAO Organizer',
    targetDomain: 'biggestofbrains',
    useCase: 'Proposal debates and long-form governance threads',
  },
  {
    keyword: 'dao community radio show',
    intent: 'explore',
    persona: 'DAO Organizer',
    targetDomain: 'jumpsetradio',
    useCase: 'Weekly community call branded as a radio show',
  },
  {
    keyword: 'token gated community mall',
    intent: 'learn',
    persona: 'DAO Organizer',
    targetDomain: 'retailverse',
    useCase: 'Learn how wallet-based access and day passes work',
  },
  {
    keyword: 'dao treasury operations dashboard',
    intent: 'explore',
    persona: 'DAO Organizer',
    targetDomain: 'commandhub',
    useCase: 'Ops room for treasury, signers and deploy alerts',
  },
  {
    keyword: 'dao nft gallery name',
    intent: 'explore',
    persona: 'DAO Organizer',
    targetDomain: 'jpegdealer',
    useCase: 'Showcase the collective’s art collection',
  },
  // Gamer
  {
    keyword: 'gaming stream radio domain',
    intent: 'explore',
    persona: 'Gamer',
    targetDomain: 'jumpsetradio',
    useCase: 'Soundtrack and shout-outs for a gaming stream',
  },
  {
    keyword: 'web3 mall game lore',
    intent: 'learn',
    persona: 'Gamer',
    targetDomain: 'retailverse',
    useCase: 'Explore floors, factions and the slot-machine rack',
  },
  {
    keyword: 'guild command center domain',
    intent: 'explore',
    persona: 'Gamer',
    targetDomain: 'commandhub',
    useCase: 'Guild HQ with schedules, wallets and raid alerts',
  },
  {
    keyword: 'in game item trader name',
    intent: 'explore',
    persona: 'Gamer',
    targetDomain: 'jpegdealer',
    useCase: 'Trader identity for skins and in-game collectibles',
  },
  {
    keyword: 'gaming rumour debunk page',
    intent: 'learn',
    persona: 'Gamer',
    targetDomain: 'fudscience',
    useCase: 'Fact-check patch rumours and leak screenshots',
  },
  // Solana Builder
  {
    keyword: 'build on solana domain store',
    intent: 'learn',
    persona: 'Solana Builder',
    targetDomain: 'retailverse',
    useCase: 'Learn how a themed domain storefront is put together',
  },
  {
    keyword: 'solana developer dashboard domain',
    intent: 'explore',
    persona: 'Solana Builder',
    targetDomain: 'commandhub',
    useCase: 'Deploy and monitoring console for program teams',
  },
  {
    keyword: 'solana nft marketplace frontend',
    intent: 'learn',
    persona: 'Solana Builder',
    targetDomain: 'jpegdealer',
    useCase: 'Reference storefront for an NFT marketplace front-end',
  },
  {
    keyword: 'sentiment api solana project',
    intent: 'learn',
    persona: 'Solana Builder',
    targetDomain: 'fudscience',
    useCase: 'Ship a sentiment feed with a memorable name',
  },
  {
    keyword: 'sticker shop dapp name',
    intent: 'explore',
    persona: 'Solana Builder',
    targetDomain: 'copevendor',
    useCase: 'Playful name for a small on-chain merch dapp',
  },
  // Collector
  {
    keyword: 'collector control room domain',
    intent: 'explore',
    persona: 'Collector',
    targetDomain: 'commandhub',
    useCase: 'Track every wallet and collection from one screen',
  },
  {
    keyword: 'rare pixel art dealer',
    intent: 'explore',
    persona: 'Collector',
    targetDomain: 'jpegdealer',
    useCase: 'Curated gallery name for a serious collector',
  },
  {
    keyword: 'collector guide to market fud',
    intent: 'learn',
    persona: 'Collector',
    targetDomain: 'fudscience',
    useCase: 'Learn to separate rumours from real risk',
  },
  {
    keyword: 'meme collectible vending machine',
    intent: 'explore',
    persona: 'Collector',
    targetDomain: 'copevendor',
    useCase: 'Collect limited meme cans and stickers',
  },
  {
    keyword: 'collector essays and theories',
    intent: 'learn',
    persona: 'Collector',
    targetDomain: 'biggestofbrains',
    useCase: 'Read deep dives on provenance and grails',
  },
];
