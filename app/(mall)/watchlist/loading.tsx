export default function WatchlistLoading() {
  return (
    <p role="status" className="rounded-lg border border-edge bg-panel p-4 text-dim">
      Loading your watchlist…
    </p>
  );
}
