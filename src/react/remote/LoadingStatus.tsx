/** Props of {@link LoadingStatus}. */
export interface LoadingStatusProps {
  /** Read out while loading, e.g. "Loading your bookings". */
  label: string;
  /** Classes beside `section-loading`. */
  className?: string;
}

/** A spinner with a spoken label while something loads. */
export function LoadingStatus({ label, className }: LoadingStatusProps) {
  return (
    <div className={className ? `section-loading ${className}` : 'section-loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
