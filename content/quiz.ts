import { QUIZ_OPTION_COUNT } from '@/lib/rules/quiz';

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
