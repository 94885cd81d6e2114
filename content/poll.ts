import type { Poll } from '@/lib/community/poll-standing';
import { POLL_TOTAL_VOTES } from '@/lib/rules/community';

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
