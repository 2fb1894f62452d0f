import './honeypot.css';

export interface HoneypotProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What the field says to a robot that reads it (`website`). */
  readonly label: string;
}

/**
 * A public form's hidden field (`website`): off screen, out of the tab order and hidden from screen readers,
 * so people never fill it; the API answers a form that fills it as if accepted, and drops it.
 */
export function Honeypot({ value, onChange, label }: HoneypotProps) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
