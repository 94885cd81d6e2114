import type { Metadata } from 'next';
import { SubmissionForm } from '@/components/community/submission-form';

export const metadata: Metadata = {
  title: 'Submit a Domain or Article',
  description: 'Pitch a .sol domain for the Retailverse racks or an article idea for Insights.',
  alternates: { canonical: '/submit' },
};

export default function SubmitPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <header className="space-y-3">
        <p className="font-mono text-xs uppercase tracking-widest text-neon-green">Submission Desk</p>
        <h1 className="font-display text-3xl text-ink neon-text">Submit a Domain or an Article Idea</h1>
        <p className="text-dim">
          Know a name that belongs on the racks, or a story the mall should tell? Send it in. Every submission is read
          by a human.
        </p>
      </header>
      <SubmissionForm />
    </div>
  );
}
