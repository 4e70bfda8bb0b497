// The product list's shape while it loads (the dashboard's product list).
/** Placeholder rows of the product list. */
export function ProductRowsSkeleton() {
  return (
    <ul aria-hidden="true" className="flex animate-pulse flex-col gap-3">
      {[1, 2, 3].map((n) => (
        <li key={n} className="h-24 rounded-xl bg-muted" />
      ))}
    </ul>
  );
}
