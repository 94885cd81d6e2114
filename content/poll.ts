import { POLL_TOTAL_VOTES, type POLL_CATEGORIES } from '@/lib/rules/community';

export type PollCategory = (typeof POLL_CATEGORIES)[number];

export interface PollOption {
  id: string;
  /** The domain the option stands for, with .sol. */
  name: string;
  description: string;
  /** An emoji shown as the option's image. */
  image: string;
  /** Starting count; real votes are added on top. */
  votes: number;
  category: PollCategory;
}

export interface Poll {
  id: string;
  title: string;
  description: string;
  options: readonly PollOption[];
  /** The starting total: the options' starting votes add up to it. */
  totalVotes: number;
  /**
   * The last day of voting (YYYY-MM-DD, UTC; the poll is open through the whole day). The operator sets it here;
   * after it passes the page shows the results and says the poll has closed.
   */
  endDate: string;
}

export const communityPoll: Poll = {
  id: 'next-vault-unlock',
  title: 'Which Domain Should We Unlock Next?',
  description:
    'The vault door opens for one name at a time. Pick the domain that gets its storefront, lore and launch party first.',
  totalVotes: POLL_TOTAL_VOTES,
  endDate: '2027-06-30',
  options: [
    {
      id: 'jpegdealer',
      name: 'jpegdealer.sol',
      description: 'The trench-coat dealer of rare pixels, open after midnight.',
      image: '🖼️',
      votes: 42,
      category: 'Premium',
    },
    {
      id: 'fudscience',
      name: 'fudscience.sol',
      description: 'A lab that measures fear in basis points and sells the results.',
      image: '🧪',
      votes: 38,
      category: 'Premium',
    },
    {
      id: 'commandhub',
      name: 'commandhub.sol',
      description: 'Mission control for builders who deploy before breakfast.',
      image: '🛰️',
      votes: 34,
      category: 'Premium',
    },
    {
      id: 'copevendor',
      name: 'copevendor.sol',
      description: 'A vending machine that dispenses comfort after every red candle.',
      image: '🥤',
      votes: 28,
      category: 'Mid',
    },
    {
      id: 'memeforge',
      name: 'memeforge.sol',
      description: 'An anvil for templates: drop in a feeling, hammer out a meme.',
      image: '⚒️',
      votes: 24,
      category: 'Mid',
    },
    {
      id: 'gmfactory',
      name: 'gmfactory.sol',
      description: 'The assembly line that ships a fresh gm every morning.',
      image: '☀️',
      votes: 20,
      category: 'Mid',
    },
  ],
};
