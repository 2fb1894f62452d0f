/** A failed load of a search screen: what failed, and a button to try again. */
export function SearchRetry({
  message,
  retryLabel,
  onRetry,
}: {
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}) {
  return (
    <div role="alert" className="search-teaser__error">
      <p>{message}</p>
      <button type="button" className="search-teaser__retry" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
