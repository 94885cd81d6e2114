import { describe, expect, it } from 'vitest';
import { INITIAL_QUIZ_STATE, answerQuiz, quizProgress, quizResult, quizScore } from '@/components/tools/quiz-state';
import { QUIZ_QUESTION_COUNT, QUIZ_RESULTS } from '@/content/quiz';

describe('quiz bands', () => {
  it.each([
    [0, 'Tech Architect', 'cyan', ['deploydeck.sol', 'commandhub.sol', 'rigbuilder.sol']],
    [2, 'Tech Architect', 'cyan', ['deploydeck.sol', 'commandhub.sol', 'rigbuilder.sol']],
    [3, 'Alpha Hunter', 'green', ['alphastalker.sol', 'alphatracker.sol', 'bagcultist.sol']],
    [5, 'Alpha Hunter', 'green', ['alphastalker.sol', 'alphatracker.sol', 'bagcultist.sol']],
    [6, 'Community Builder', 'purple', ['loungeprotocol.sol', 'retailverse.sol', 'mallprotocol.sol']],
    [8, 'Community Builder', 'purple', ['loungeprotocol.sol', 'retailverse.sol', 'mallprotocol.sol']],
    [9, 'Meme Lord', 'pink', ['copevendor.sol', 'fudscience.sol', 'jpegdealer.sol']],
    [12, 'Meme Lord', 'pink', ['copevendor.sol', 'fudscience.sol', 'jpegdealer.sol']],
  ])('score %s → %s', (score, name, color, domains) => {
    const result = quizResult(score);
    expect(result.name).toBe(name);
    expect(result.color).toBe(color);
    expect(result.domains).toEqual(domains);
    expect(result.description.length).toBeGreaterThan(20);
  });

  it('treats a negative score as the first band', () => {
    expect(quizResult(-1).name).toBe('Tech Architect');
    expect(QUIZ_RESULTS).toHaveLength(4);
  });
});

describe('quizScore', () => {
  it('sums the chosen option indexes', () => {
    expect(quizScore([0, 1, 2])).toBe(3);
    expect(quizScore([3, 3, 3])).toBe(9);
    expect(quizScore([])).toBe(0);
  });

  it('rejects indexes outside 0-3', () => {
    expect(() => quizScore([4])).toThrow(RangeError);
    expect(() => quizScore([-1])).toThrow(RangeError);
    expect(() => quizScore([1.5])).toThrow(RangeError);
  });
});

describe('quizProgress', () => {
  it("reads 'Question n of 3' with the percent complete", () => {
    expect(QUIZ_QUESTION_COUNT).toBe(3);
    expect(quizProgress(0)).toEqual({ label: 'Question 1 of 3', percent: 33 });
    expect(quizProgress(1)).toEqual({ label: 'Question 2 of 3', percent: 67 });
    expect(quizProgress(2)).toEqual({ label: 'Question 3 of 3', percent: 100 });
    expect(quizProgress(7).label).toBe('Question 3 of 3');
  });
});

describe('answerQuiz', () => {
  it('stores each answer, advances, and finishes after the third', () => {
    let state = answerQuiz(INITIAL_QUIZ_STATE, 3);
    expect(state).toEqual({ index: 1, answers: [3], done: false });
    state = answerQuiz(answerQuiz(state, 3), 3);
    expect(state.done).toBe(true);
    expect(quizResult(quizScore(state.answers)).name).toBe('Meme Lord');
    expect(answerQuiz(state, 0)).toBe(state);
    expect(() => answerQuiz(INITIAL_QUIZ_STATE, 4)).toThrow(RangeError);
  });
});
