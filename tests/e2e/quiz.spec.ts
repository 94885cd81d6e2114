import { QUIZ_RESULTS } from '../../content/quiz';
import { QuizPage } from './pages/tools';
import { expect, expectAccessible, test } from './support/fixtures';

test('all first options make a Tech Architect, with progress shown per question', async ({ page }) => {
  const quiz = new QuizPage(page);
  await quiz.goto();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByText('33% complete')).toBeVisible();
  await expectAccessible(page);
  await quiz.answer(0, 0);
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await expect(page.getByText('67% complete')).toBeVisible();
  await quiz.answer(1, 0);
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await quiz.answer(2, 0);

  const architect = QUIZ_RESULTS[0];
  await expect(quiz.result.getByRole('heading', { name: 'Tech Architect' })).toBeVisible();
  await expect(quiz.result).toContainText(architect.description);
  for (const domain of architect.domains) await expect(quiz.result.getByRole('link', { name: domain })).toBeVisible();
  await expect(quiz.result.getByRole('link', { name: 'Explore the Mall Directory' })).toHaveAttribute(
    'href',
    '/directory',
  );
  await expectAccessible(page);
});

test('all last options make a Meme Lord, and Take Quiz Again starts over', async ({ page }) => {
  const quiz = new QuizPage(page);
  await quiz.goto();
  for (const question of [0, 1, 2]) await quiz.answer(question, 3);
  await expect(quiz.result.getByRole('heading', { name: 'Meme Lord' })).toBeVisible();
  await expect(quiz.result.getByRole('link', { name: 'jpegdealer.sol' })).toHaveAttribute('href', '/wiki/jpegdealer');
  await quiz.retake.click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
});

test('a middle path lands in the Community Builder band (score 6)', async ({ page }) => {
  const quiz = new QuizPage(page);
  await quiz.goto();
  await quiz.answer(0, 2);
  await quiz.answer(1, 2);
  await quiz.answer(2, 2);
  await expect(quiz.result.getByRole('heading', { name: 'Community Builder' })).toBeVisible();
});
