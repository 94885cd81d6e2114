import type { Locator, Page } from '@playwright/test';
import { QUIZ_QUESTIONS } from '../../../content/quiz';

export class QuizPage {
  readonly result: Locator;
  readonly retake: Locator;

  constructor(readonly page: Page) {
    this.result = page.getByTestId('quiz-result');
    this.retake = page.getByRole('button', { name: 'Take Quiz Again' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/tools/archetype-quiz');
  }

  /** Answers question `questionIndex` with its option `optionIndex` (both 0-based). */
  async answer(questionIndex: number, optionIndex: number): Promise<void> {
    const question = QUIZ_QUESTIONS[questionIndex];
    await this.page.getByRole('heading', { name: question.text }).waitFor();
    await this.page.getByRole('button', { name: question.options[optionIndex], exact: true }).click();
  }
}

export class DomainTesterPage {
  readonly name: Locator;
  readonly test: Locator;
  readonly result: Locator;
  readonly notifyEmail: Locator;
  readonly notify: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Domain name');
    this.test = page.getByRole('button', { name: /Test Domain|Testing\.\.\./ });
    this.result = page.getByTestId('domain-test-result');
    this.notifyEmail = page.getByLabel('Email');
    this.notify = page.getByRole('button', { name: 'Notify Me' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/tools/domain-tester');
  }
}
