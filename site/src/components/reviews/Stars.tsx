import { useId } from 'react';
import './stars.css';

/** One star of a 20×20 cell, drawn at `x`. */
const starPath = (x: number) => `M${x + 10} 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z`;
const STARS = [0, 20, 40, 60, 80].map(starPath).join(' ');

/**
 * Five stars filled up to `value` (0–5, fractions too), drawn as SVG: the filled part is a clip whose width
 * is an attribute, so no style attribute is needed (the pages' Content-Security-Policy refuses those).
 * Decorative: the text beside them says the rating.
 */
export function Stars({ value, size = 'small' }: { readonly value: number; readonly size?: 'small' | 'large' }) {
  const clip = useId();
  const width = Math.max(0, Math.min(5, value)) * 20;
  return (
    <svg className={`stars stars--${size}`} viewBox="0 0 100 20" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width={width} height="20" />
        </clipPath>
      </defs>
      <path className="stars__empty" d={STARS} />
      <path className="stars__full" d={STARS} clipPath={`url(#${clip})`} />
    </svg>
  );
}
