type ToolStatus = 'Live' | 'Coming Soon';

export interface ToolCard {
  href: string;
  emoji: string;
  title: string;
  description: string;
  status: ToolStatus;
}

/** The /tools cards: each labelled Live when the tool works on its page. */
export const TOOL_CARDS: readonly ToolCard[] = [
  {
    href: '/tools/domain-tester',
    emoji: '🧪',
    title: 'Domain Tester',
    description:
      'Check a .sol name: look-alike characters, its SNS account, whether it is registered and if the mall stocks it.',
    status: 'Live',
  },
  {
    href: '/tools/archetype-quiz',
    emoji: '🧬',
    title: 'Archetype Quiz',
    description: 'Three questions to find out what kind of domain degen you are, with names that fit.',
    status: 'Live',
  },
  {
    href: '/tools/leaderboard',
    emoji: '🏆',
    title: 'Domain Leaderboard',
    description: 'The most-voted names in the mall, by category and trend.',
    status: 'Live',
  },
];
