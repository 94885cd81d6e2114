import { formatShortDate, isoDay } from './dates';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="rounded border border-neon-purple/60 px-2 py-0.5 font-mono text-xs uppercase tracking-wider text-neon-purple">
      {category}
    </span>
  );
}

export function TagList({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-panel-2 px-2 py-0.5 font-mono text-xs text-dim">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

export function ByLine({ author, publishedAt }: { author: string; publishedAt: string }) {
  return (
    <p className="font-mono text-xs text-dim">
      <time dateTime={isoDay(publishedAt)}>{formatShortDate(publishedAt)}</time> · by {author}
    </p>
  );
}
