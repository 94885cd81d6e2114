/**
 * The dashboard's place for revenue per day and week, orders by status, conversion and amounts owed: they are drawn
 * from the payments records, and arrive with them. Until then this says so rather than drawing anything.
 */
export function RevenueSlot() {
  return (
    <section aria-labelledby="revenue-heading" className="rounded-lg border border-dashed border-edge p-4 sm:p-6">
      <h2 id="revenue-heading" className="font-display text-xl text-neon-cyan">
        Revenue and orders
      </h2>
      <p className="mt-2 text-dim">Not shown yet: these charts come with the payments records.</p>
    </section>
  );
}
