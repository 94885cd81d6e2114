import { isExcludedSiteName } from '../rules/site-exclusions';
import { isPollOpen, votePercent, type POLL_CATEGORIES } from '../rules/community';

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

interface OptionStanding extends PollOption {
  /** The option's starting count, part of `votes` and labelled apart wherever `votes` is shown. */
  startingVotes: number;
  percent: number;
}

export interface PollStanding {
  pollId: string;
  title: string;
  description: string;
  endDate: string;
  open: boolean;
  totalVotes: number;
  /** The starting counts the poll opened with: part of `totalVotes`, never cast by anyone here. */
  startingVotes: number;
  options: OptionStanding[];
  /** The option this voter chose, if they have voted. */
  myVote: string | null;
  /** Real votes (on top of the starting counts) by wallets with proof and by anonymous browsers or new wallets. */
  walletVotes: number;
  anonymousVotes: number;
}

export interface VotesByKind {
  wallet: number;
  anonymous: number;
}

/** The options people can vote for: the mall's own site names never appear in the poll. */
export function visiblePollOptions(poll: Poll): PollOption[] {
  return poll.options.filter((option) => !isExcludedSiteName(option.name) && !isExcludedSiteName(option.id));
}

/** Starting counts plus real votes per option, with each option's share of the total. */
export function pollStanding(
  poll: Poll,
  realVotes: ReadonlyMap<string, number>,
  now: Date,
  myVote: string | null = null,
  byKind?: VotesByKind,
): PollStanding {
  const options = visiblePollOptions(poll);
  const hidden = poll.options.filter((option) => !options.includes(option));
  const startingTotal = poll.totalVotes - hidden.reduce((sum, option) => sum + option.votes, 0);
  const withVotes = options.map((option) => ({
    ...option,
    startingVotes: option.votes,
    votes: option.votes + (realVotes.get(option.id) ?? 0),
  }));
  const totalVotes = startingTotal + options.reduce((sum, option) => sum + (realVotes.get(option.id) ?? 0), 0);
  return {
    pollId: poll.id,
    title: poll.title,
    description: poll.description,
    endDate: poll.endDate,
    open: isPollOpen(now, poll.endDate),
    totalVotes,
    startingVotes: startingTotal,
    options: withVotes.map((option) => ({ ...option, percent: votePercent(option.votes, totalVotes) })),
    myVote: myVote && options.some((option) => option.id === myVote) ? myVote : null,
    walletVotes: byKind?.wallet ?? 0,
    anonymousVotes: byKind?.anonymous ?? totalVotes - startingTotal,
  };
}
