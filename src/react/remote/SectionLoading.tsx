/** Props of {@link SectionLoading}. */
export interface SectionLoadingProps {
  /** Read out while loading, e.g. "Loading your bookings". */
  label: string;
  /** Classes beside `section-loading`. */
  className?: string;
}

/** A section's spinner while it loads, with a label only screen readers hear (the payment page's `LoadingStatus` shows its label). */
export function SectionLoading({ label, className }: SectionLoadingProps) {
  return (
    <div className={className ? `section-loading ${className}` : 'section-loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
