/** The archetype quiz of /tools/archetype-quiz (docs/product.md §2, §4). */
export const QUIZ_QUESTION_COUNT = 3;
export const QUIZ_OPTION_COUNT = 4;

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

/** The band for a score (scores below 0 count as 0). */
export function quizResult(score: number): QuizResult {
  let result = QUIZ_RESULTS[0] as QuizResult;
  for (const band of QUIZ_RESULTS) if (score >= band.minScore) result = band;
  return result;
}

/** The score: the sum of the chosen option indexes (each an integer 0-3). */
export function quizScore(answers: readonly number[]): number {
  return answers.reduce((sum, answer) => {
    if (!Number.isInteger(answer) || answer < 0 || answer >= QUIZ_OPTION_COUNT) {
      throw new RangeError(`quiz answer must be an option index 0-${QUIZ_OPTION_COUNT - 1}, got ${answer}`);
    }
    return sum + answer;
  }, 0);
}

/** Progress while on question `index` (0-based): 'Question n of 3' and the percent complete including it. */
export function quizProgress(index: number): { label: string; percent: number } {
  const current = Math.min(Math.max(Math.trunc(index), 0), QUIZ_QUESTION_COUNT - 1) + 1;
  return {
    label: `Question ${current} of ${QUIZ_QUESTION_COUNT}`,
    percent: Math.round((current / QUIZ_QUESTION_COUNT) * 100),
  };
}

export interface QuizState {
  index: number;
  answers: readonly number[];
  done: boolean;
}

export const INITIAL_QUIZ_STATE: QuizState = { index: 0, answers: [], done: false };

/** Choosing an option stores its index and advances; after the last question the quiz is done. */
export function answerQuiz(state: QuizState, optionIndex: number): QuizState {
  if (state.done) return state;
  const answers = [...state.answers, optionIndex];
  quizScore(answers);
  const done = answers.length >= QUIZ_QUESTION_COUNT;
  return { index: done ? state.index : state.index + 1, answers, done };
}
