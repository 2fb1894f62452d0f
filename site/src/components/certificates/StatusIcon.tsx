/** What the page says of a certificate: its status, or that no certificate has the number. */
export type ShownStatus = 'valid' | 'expired' | 'revoked' | 'not_found';

/** The path of each status's icon (24 × 24, stroked): a tick, a clock, a struck circle, a question mark. */
const PATHS: Readonly<Record<ShownStatus, string>> = {
  valid: 'M20 6 9 17l-5-5',
  expired: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  revoked: 'M4.9 4.9l14.2 14.2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  not_found: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};

/**
 * The status's own icon, beside its word (never colour alone): decorative, the word names the status.
 * Its colour comes from the status class around it (`certificates.css`).
 */
export function StatusIcon({ status, className }: { readonly status: ShownStatus; readonly className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[status]} />
    </svg>
  );
}
