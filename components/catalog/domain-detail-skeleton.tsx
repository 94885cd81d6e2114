/** Placeholders while a domain page loads. */
export function DomainDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="domain-skeleton">
      <span className="sr-only">Loading domain...</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="flex flex-wrap gap-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-10 w-32 rounded bg-panel-2" />
          ))}
        </div>
        <div className="mt-8 panel p-6">
          <div className="h-12 w-12 rounded bg-panel-2" />
          <div className="mt-4 h-8 w-2/3 rounded bg-panel-2" />
          <div className="mt-3 h-4 w-1/2 rounded bg-panel-2" />
          <div className="mt-8 grid gap-3 sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <div key={key} className="h-16 rounded bg-panel-2" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
