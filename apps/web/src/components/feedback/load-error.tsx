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
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
