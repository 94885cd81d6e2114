export default function WatchlistLoading() {
  return (
    <p role="status" className="panel p-4 text-dim">
      Loading your watchlist…
    </p>
  );
}
