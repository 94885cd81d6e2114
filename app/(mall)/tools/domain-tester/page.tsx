import type { Metadata } from 'next';
import { DomainTester } from '@/components/tools/domain-tester';
import { NotifyMe } from '@/components/tools/notify-me';
import { ToolHeader } from '@/components/tools/tool-header';

export const metadata: Metadata = {
  title: 'Domain Tester',
  description:
    'Test a .sol name: hidden and look-alike characters, its SNS name account, registration and catalogue status.',
  alternates: { canonical: '/tools/domain-tester' },
};

export default function DomainTesterPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <ToolHeader
        eyebrow="Live tool"
        title="Domain Tester"
        intro="Type a .sol name. We normalise it, reject hidden or look-alike characters, derive its SNS name account and check whether it is registered and whether the mall stocks it."
      />
      <DomainTester />
      <NotifyMe />
    </div>
  );
}
