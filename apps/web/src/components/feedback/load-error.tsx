// A page whose data failed to load (network or server): say so and offer a retry.
export function LoadError({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry(): void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
      <p>{text}</p>
      {/* Without JavaScript the browser's own reload retries. */}
      <button type="button" className="btn-primary mt-4 no-js:hidden" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
