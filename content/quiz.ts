/** The archetype quiz of /tools/archetype-quiz (docs/product.md §2, §4): its questions and its four results. */

export const QUIZ_QUESTION_COUNT = 3;
export const QUIZ_OPTION_COUNT = 4;

export interface QuizQuestion {
  text: string;
  /** Four options; the option's index (0-3) is its score. */
  options: readonly [string, string, string, string];
}

/** The archetype quiz: option order runs from builder (0) to meme (3). */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    text: 'You just bought a fresh .sol name. What do you do first?',
    options: [
      'Spin up a repo and deploy a site on it',
      'Check what similar names sold for',
      'Start a group chat around it',
      'Turn it into a meme before lunch',
    ],
  },
  {
    text: 'Which corner of the mall do you hang out in?',
    options: [
      'The 2F Tech Sector',
      'The Featured Marketplace, watching prices',
      'The 3F Lounge',
      'The Scav Rack, pulling the lever',
    ],
  },
  {
    text: 'Pick your ideal Friday night on-chain.',
    options: [
      'Shipping a smart contract upgrade',
      'Sniping a mispriced listing',
      'Hosting a Spaces for the DAO',
      'Minting something absolutely cursed',
    ],
  },
];

if (QUIZ_QUESTIONS.some((question) => question.options.length !== QUIZ_OPTION_COUNT)) {
  throw new Error(`every quiz question needs ${QUIZ_OPTION_COUNT} options`);
}

export type QuizColor = 'cyan' | 'green' | 'purple' | 'pink';

export interface QuizResult {
  id: string;
  name: string;
  description: string;
  domains: readonly [string, string, string];
  color: QuizColor;
  /** Lowest score of the band (inclusive); the band runs to the next band's minimum. */
  minScore: number;
}

/** Score bands: 0-2, 3-5, 6-8, 9 or more (the sum of chosen option indexes, 0-3 each). */
export const QUIZ_RESULTS: readonly QuizResult[] = [
  {
    id: 'tech-architect',
    name: 'Tech Architect',
    description:
      'You ship before you shill. Your wallet is a toolbox and your domains are deploy targets: you build the mall the rest of us loiter in.',
    domains: ['deploydeck.sol', 'commandhub.sol', 'rigbuilder.sol'],
    color: 'cyan',
    minScore: 0,
  },
  {
    id: 'alpha-hunter',
    name: 'Alpha Hunter',
    description:
      'You smell a floor move through three layers of concrete. Charts are your lore, and every name you hold is a tracking beacon.',
    domains: ['alphastalker.sol', 'alphatracker.sol', 'bagcultist.sol'],
    color: 'green',
    minScore: 3,
  },
  {
    id: 'community-builder',
    name: 'Community Builder',
    description:
      'You run the food court of the Retailverse: the lounge, the group chat, the DAO vote at 3 a.m. Your names are meeting points.',
    domains: ['loungeprotocol.sol', 'retailverse.sol', 'mallprotocol.sol'],
    color: 'purple',
    minScore: 6,
  },
  {
    id: 'meme-lord',
    name: 'Meme Lord',
    description:
      'Pure chaos with a wallet attached. You buy the joke, mint the joke, become the joke, and somehow the joke pumps.',
    domains: ['copevendor.sol', 'fudscience.sol', 'jpegdealer.sol'],
    color: 'pink',
    minScore: 9,
  },
];
