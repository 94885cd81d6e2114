import type { Metadata } from 'next';
import { ArchetypeQuiz } from '@/components/tools/archetype-quiz';
import { ToolHeader } from '@/components/tools/tool-header';
import { QUIZ_QUESTIONS } from '@/content/quiz';

export const metadata: Metadata = {
  title: 'Archetype Quiz',
  description: 'Three questions to find your Retailverse archetype and the .sol domains that fit it.',
  alternates: { canonical: '/tools/archetype-quiz' },
};

export default function ArchetypeQuizPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <ToolHeader
        eyebrow="Live tool"
        title="Archetype Quiz"
        intro="Tech Architect, Alpha Hunter, Community Builder or Meme Lord? Three questions decide."
      />
      <ArchetypeQuiz questions={QUIZ_QUESTIONS} />
    </div>
  );
}
