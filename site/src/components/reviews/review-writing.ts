import { atom, type WritableAtom } from 'nanostores';
import { createReview, deleteReview, updateReview } from '@migralink/shared/api/reviews';
import type { Review } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';
import type { ChangeReview } from './comment-thread';
import type { RatingSummary } from './rating';
import { summaryWith } from './rating-summary';
import { createReviewForm, EMPTY_REVIEW, reviewBodyOf, valuesOf, type ReviewValues } from './review-form';

/** What writing changes of the list: its reviews and its summary. */
interface WrittenList {
  readonly items: readonly Review[];
  readonly summary: RatingSummary;
}

export interface WritingDeps<L extends WrittenList> {
  readonly companyUuid: string;
  readonly $list: WritableAtom<L>;
  readonly changeReview: ChangeReview;
  /** Says what went wrong with a review. */
  readonly fail: (id: string, error: unknown) => void;
  readonly onSessionExpired: () => void;
}

/**
 * One's own review of the company: written, edited and deleted in one form at a time; a new one goes
 * on top and raises the total, a deleted one lowers it, and the average follows.
 */
export function createReviewWriting<L extends WrittenList>({
  companyUuid,
  $list,
  changeReview,
  fail,
  onSessionExpired,
}: WritingDeps<L>) {
  /** The review being written (`new`) or edited (its id); null when no form is open. */
  const $editing = atom<string | null>(null);
  const reviewForm = createReviewForm(EMPTY_REVIEW, onSessionExpired);
  const changeList = (change: (list: L) => Partial<WrittenList>) =>
    $list.set({ ...$list.get(), ...change($list.get()) });

  return {
    $editing,
    reviewForm,

    /** Opens the form: empty for a new review, or filled with one's own to edit it. */
    startWriting(review?: Review): void {
      reviewForm.request.reset();
      reviewForm.assign(review ? valuesOf(review) : EMPTY_REVIEW);
      $editing.set(review?.id ?? 'new');
    },
    stopWriting: () => $editing.set(null),

    /** Sends the form: a new review goes on top and raises the total; an edited one changes in place. */
    submitReview(): Promise<boolean> {
      const editing = $editing.get();
      return reviewForm.submit(async (values: ReviewValues) => {
        const body = reviewBodyOf(values);
        const before =
          editing && editing !== 'new' ? $list.get().items.find((review) => review.id === editing) : undefined;
        if (before) {
          const { data } = await callChecked(updateReview, { params: { id: before.id }, body });
          changeList(({ summary }) => ({
            summary: summaryWith(summaryWith(summary, before.rating, -1), data.rating, 1),
          }));
          changeReview(before.id, () => data);
        } else {
          const { data } = await callChecked(createReview, { params: { uuid: companyUuid }, body });
          changeList(({ items, summary }) => ({
            items: [data, ...items.filter((review) => review.id !== data.id)],
            summary: summaryWith(summary, data.rating, 1),
          }));
        }
        $editing.set(null);
      });
    },

    /** Deletes one's own review: it leaves the list and the total and the average follow. */
    async removeReview(id: string): Promise<boolean> {
      const review = $list.get().items.find((each) => each.id === id);
      if (!review) return false;
      try {
        await callChecked(deleteReview, { params: { id } });
      } catch (error) {
        fail(id, error);
        return false;
      }
      changeList(({ items, summary }) => ({
        items: items.filter((each) => each.id !== id),
        summary: summaryWith(summary, review.rating, -1),
      }));
      if ($editing.get() === id) $editing.set(null);
      return true;
    },
  };
}
