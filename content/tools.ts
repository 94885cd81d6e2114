export type ToolStatus = 'Live' | 'Coming Soon';

export interface ToolCard {
  href: string;
  emoji: string;
  title: string;
  description: string;
  status: ToolStatus;
}

/** The /tools cards, labelled as docs/product.md §2 labels them (its copy is the copy we ship). */
export const TOOL_CARDS: readonly ToolCard[] = [
  {
    href: '/tools/domain-tester',
    emoji: '🧪',
    title: 'Domain Tester',
    description:
      'Check a .sol name: look-alike characters, its SNS account, whether it is registered and if the mall stocks it.',
    status: 'Coming Soon',
  },
  {
    href: '/tools/archetype-quiz',
    emoji: '🧬',
    title: 'Archetype Quiz',
    description: 'Three questions to find out what kind of domain degen you are, with names that fit.',
    status: 'Coming Soon',
  },
  {
    href: '/tools/leaderboard',
    emoji: '🏆',
    title: 'Domain Leaderboard',
    description: 'The most-voted names in the mall, by category and trend.',
    status: 'Live',
  },
];
