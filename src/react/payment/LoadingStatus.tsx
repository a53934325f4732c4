/** Props of {@link LoadingStatus}. */
export interface LoadingStatusProps {
  /** What is loading, shown next to the spinner and announced politely. */
  label: string;
}

/** A spinner with its text in a `role="status"` live region. */
export function LoadingStatus({ label }: LoadingStatusProps) {
  return (
    <div role="status" className="payment-status">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
