import { createRoot } from 'react-dom/client';
import ReviewsIsland, { type ReviewsData } from './ReviewsIsland';
import { REVIEWS_DATA_ID } from './messages';

/**
 * What the reviews section loads once it comes near the screen (React, the form kit, the store, the
 * contract's schemas): the island is rendered in place of the built section (React replaces the
 * container's children when it first commits, in one step), starting from the same first page, so
 * nothing moves.
 */
export function openReviews(host: HTMLElement): void {
  const text = document.getElementById(REVIEWS_DATA_ID)?.textContent;
  if (!text) return;
  const data = JSON.parse(text) as ReviewsData;
  createRoot(host).render(<ReviewsIsland data={data} />);
}
