/** Placeholder cards while the list loads. */
export function DomainListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-live="polite" data-testid="domains-skeleton">
      <span className="sr-only">Loading domains...</span>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="h-44 animate-pulse panel p-4">
            <div className="h-5 w-2/3 rounded bg-panel-2" />
            <div className="mt-4 h-3 w-full rounded bg-panel-2" />
            <div className="mt-2 h-3 w-5/6 rounded bg-panel-2" />
            <div className="mt-6 h-3 w-1/3 rounded bg-panel-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
