import { useState } from 'react';
import type { Translate } from '@/i18n/format';
import { problemText, type Problem } from '@/kit/problems';
import type { ReviewsIslandKey } from './messages';
import './review-controls.css';

/**
 * The small controls the island puts on reviews and comments: a reaction toggle, a delete that asks
 * first, and a problem said where it happened.
 */

/** A reaction that stays pressed (`aria-pressed`) while it is the reader's own, with its count. */
export function ToggleButton({
  pressed,
  label,
  onPress,
}: {
  readonly pressed: boolean;
  readonly label: string;
  readonly onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={pressed ? 'review-toggle review-toggle--on' : 'review-toggle'}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {label}
    </button>
  );
}

/** "Delete", then "Delete your review? Yes, delete / Cancel": nothing is lost to a slip of the finger. */
export function DeleteButton({
  question,
  onConfirm,
  t,
}: {
  readonly question: string;
  readonly onConfirm: () => void;
  readonly t: Translate<ReviewsIslandKey>;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="review-action" onClick={() => setAsking(true)}>
        {t('reviews.delete')}
      </button>
    );
  return (
    <span className="review-confirm" role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button
        type="button"
        className="review-action review-action--danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('reviews.delete_yes')}
      </button>{' '}
      <button type="button" className="review-action" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </button>
    </span>
  );
}

/** What went wrong with a review or a comment, announced where it happened. */
export function ProblemNote({
  problem,
  t,
}: {
  readonly problem: Problem | undefined;
  readonly t: Translate<ReviewsIslandKey>;
}) {
  const text = problemText(t, problem);
  if (!text) return null;
  return (
    <p role="alert" className="review__problem">
      {text}
    </p>
  );
}
