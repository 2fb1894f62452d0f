import { FormAlert } from './alerts';
import './button.css';

/*
 * The button under a list, apart from the kit's other buttons: the companies search on the public pages
 * takes it without the form kit.
 */

/**
 * "Load more" under a list: the failure of the last try above it, the button disabled with its busy
 * label while the next page loads.
 */
export function MoreButton({
  problem,
  busy,
  label,
  busyLabel,
  onMore,
}: {
  readonly problem: string | undefined;
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
  readonly onMore: () => void;
}) {
  return (
    <>
      {problem && <FormAlert>{problem}</FormAlert>}
      <p>
        <button type="button" className="account-button account-button--secondary" disabled={busy} onClick={onMore}>
          {busy ? busyLabel : label}
        </button>
      </p>
    </>
  );
}
