/** How the archetype quiz scores and advances (docs/product.md §2, §4); its copy is content/quiz.ts. */
import { QUIZ_OPTION_COUNT, QUIZ_QUESTION_COUNT, QUIZ_RESULTS, type QuizResult } from '@/content/quiz';

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
