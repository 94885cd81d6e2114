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
      id: 'voidmerchant',
      name: 'voidmerchant.sol',
      description: 'Sells nothing, ships nothing, somehow always has a queue. The vault keeps its stall shut.',
      image: '🕳️',
      votes: 48,
      category: 'Premium',
    },
    {
      id: 'mythicmint',
      name: 'mythicmint.sol',
      description: 'The press that stamped the mall’s first collectibles, kept behind glass in the vault.',
      image: '🪙',
      votes: 44,
      category: 'Premium',
    },
    {
      id: 'ghostvalidator',
      name: 'ghostvalidator.sol',
      description: 'A validator nobody remembers spinning up, still voting every slot from the vault.',
      image: '👻',
      votes: 42,
      category: 'Premium',
    },
    {
      id: 'alphastalker',
      name: 'alphastalker.sol',
      description: 'Binoculars, burner notes and a wall of red string, locked away until the vote says otherwise.',
      image: '👀',
      votes: 28,
      category: 'Premium',
    },
    {
      id: 'rugmuseum',
      name: 'rugmuseum.sol',
      description: 'Every project that vanished overnight, on exhibit the day the vault opens.',
      image: '🏛️',
      votes: 24,
      category: 'Premium',
    },
  ],
};
