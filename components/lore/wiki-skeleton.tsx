/** Placeholders while a wiki page loads. */
export function WikiSkeleton() {
  return (
    <div aria-busy="true" data-testid="wiki-skeleton">
      <span className="sr-only">Loading lore...</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-12 w-2/3 rounded bg-panel-2" />
        <div className="mt-4 h-4 w-1/2 rounded bg-panel-2" />
        <div className="mt-10 space-y-3 panel p-6">
          <div className="h-6 w-1/3 rounded bg-panel-2" />
          {[0, 1, 2, 3, 4].map((key) => (
            <div key={key} className="h-3 w-full rounded bg-panel-2" />
          ))}
        </div>
      </div>
    </div>
  );
}
