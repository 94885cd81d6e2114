'use client';
import { IntentLink } from '@/components/navigation/intent-link';
import { useEffect, useRef, useState } from 'react';
import type { QuizColor, QuizQuestion } from '@/content/quiz';
import { answerQuiz, INITIAL_QUIZ_STATE, quizProgress, quizResult, quizScore } from './quiz-state';

const COLOR_CLASSES: Record<QuizColor, string> = {
  cyan: 'border-neon-cyan text-neon-cyan',
  green: 'border-neon-green text-neon-green',
  purple: 'border-neon-purple text-neon-purple',
  pink: 'border-neon-pink text-neon-pink',
};

/** Three questions, four options each; the score picks one of four archetypes. */
export function ArchetypeQuiz({ questions }: { questions: readonly QuizQuestion[] }) {
  const [state, setState] = useState(INITIAL_QUIZ_STATE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [state.index, state.done]);

  function choose(optionIndex: number) {
    moved.current = true;
    setState((current) => answerQuiz(current, optionIndex));
  }

  if (state.done) {
    const result = quizResult(quizScore(state.answers));
    const color = COLOR_CLASSES[result.color];
    return (
      <section
        aria-live="polite"
        className={`rounded-xl border bg-panel p-8 ${color.split(' ')[0]}`}
        data-testid="quiz-result"
      >
        <p className="font-mono text-xs uppercase tracking-widest text-dim">Your archetype</p>
        <h2 ref={headingRef} tabIndex={-1} className={`mt-2 font-display text-3xl neon-text ${color.split(' ')[1]}`}>
          {result.name}
        </h2>
        <p className="mt-3 text-ink/90">{result.description}</p>
        <h3 className="mt-6 font-mono text-xs uppercase tracking-widest text-dim">Recommended domains</h3>
        <ul className="mt-2 flex flex-wrap gap-3">
          {result.domains.map((domain) => (
            <li key={domain}>
              <IntentLink
                href={`/wiki/${domain.replace(/\.sol$/, '')}`}
                className={`inline-block rounded border px-3 py-1.5 font-mono text-sm hover:bg-white/5 ${color}`}
              >
                {domain}
              </IntentLink>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3 font-mono text-sm">
          <button
            type="button"
            onClick={() => {
              moved.current = true;
              setState(INITIAL_QUIZ_STATE);
            }}
            className="rounded border border-neon-cyan bg-neon-cyan/10 px-4 py-2 text-neon-cyan hover:bg-neon-cyan/20"
          >
            Take Quiz Again
          </button>
          <IntentLink
            href="/directory"
            className="rounded border border-edge px-4 py-2 text-ink hover:border-neon-cyan"
          >
            Explore the Mall Directory
          </IntentLink>
        </div>
      </section>
    );
  }

  const question = questions[state.index];
  const progress = quizProgress(state.index);
  return (
    <section className="rounded-xl border border-edge bg-panel p-6">
      <div className="mb-6">
        <div className="flex justify-between font-mono text-xs text-dim">
          <span>{progress.label}</span>
          <span>{progress.percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="mt-2 h-2 overflow-hidden rounded bg-panel-2"
        >
          <div className="h-full bg-neon-cyan transition-all" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="font-display text-xl text-ink">
        {question.text}
      </h2>
      <ul className="mt-5 grid gap-3">
        {question.options.map((option, index) => (
          <li key={option}>
            <button
              type="button"
              onClick={() => choose(index)}
              className="w-full rounded-lg border border-edge bg-panel-2 px-4 py-3 text-left text-ink hover:border-neon-cyan hover:bg-neon-cyan/5"
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
