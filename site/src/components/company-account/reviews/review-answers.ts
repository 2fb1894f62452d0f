import { atom, type ReadableAtom } from 'nanostores';
import { reportReview } from '@migralink/shared/api/reviews';
import { ApiError } from '@migralink/shared/client';
import type { ReviewComment } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';
import { createForm } from '@/kit/form';
import type { Problem } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import type { CommentThread } from '@/components/reviews/comment-thread';

/** The one form open at a time: an answer to a review, a change of one's answer, or a report. */
export type Editor =
  | { readonly kind: 'answer'; readonly reviewId: string }
  | { readonly kind: 'edit'; readonly reviewId: string; readonly commentId: string }
  | { readonly kind: 'report'; readonly reviewId: string };

/** How a review's report ended: sent now, or sent before (the API's 409). */
export type ReportOutcome = 'reported' | 'already';

/** What last happened to a review, said beside it: an answer published, saved or deleted, or a report. */
export type ReviewNotice = 'answered' | 'saved' | 'deleted' | ReportOutcome;

const required = (value: string): Problem | undefined => (value.trim() ? undefined : { key: 'errors.field.required' });

/** The API refused with `status`. */
export const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

export interface AnswersDeps {
  /** The company's answers, written through the thread the list and the open review share. */
  readonly thread: CommentThread;
  /** A comment of a review shown (the open review or the list). */
  readonly commentOf: (reviewId: string, commentId: string) => ReviewComment | undefined;
  readonly onSessionExpired: () => void;
}

/**
 * What the company does to a review on its reviews screen, one form open at a
 * time: its answer, the change and deletion of its own answers (after
 * confirmation), and the report of a review to staff (once: a 409 says it was
 * sent before). What the last one did is said beside the review (`$notice`).
 */
export function createReviewAnswers({ thread, commentOf, onSessionExpired }: AnswersDeps) {
  const $editor = atom<Editor | null>(null);
  const answer = createForm({ initial: { text: '' }, checks: { text: required }, onSessionExpired });
  const report = createForm({ initial: { reason: '' }, checks: { reason: required }, onSessionExpired });
  const $deleting = atom<string | null>(null);
  const removal = createRequest<never>({ fields: [], onSessionExpired });
  const $reports = atom<Readonly<Record<string, ReportOutcome>>>({});
  const $notice = atom<{ readonly reviewId: string; readonly notice: ReviewNotice } | null>(null);

  /** Closes the open form (and the notice of the last), without sending it. */
  function closeForms(): void {
    $editor.set(null);
    $notice.set(null);
    $deleting.set(null);
    removal.reset();
  }

  return {
    $editor: $editor as ReadableAtom<Editor | null>,
    /** The answer being written or changed, and its sending. */
    answer,
    /** The report being written, and its sending. */
    report,
    /** The company's comment whose deletion waits for confirmation. */
    $deleting: $deleting as ReadableAtom<string | null>,
    removal,
    /** The reviews reported from this screen, and how. */
    $reports: $reports as ReadableAtom<Readonly<Record<string, ReportOutcome>>>,
    $notice: $notice as ReadableAtom<{ readonly reviewId: string; readonly notice: ReviewNotice } | null>,

    /** Closes the open form without sending it. */
    cancel: closeForms,

    /** Opens the answer form under a review. */
    startAnswer(reviewId: string): void {
      closeForms();
      answer.request.reset();
      answer.assign({ text: '' });
      $editor.set({ kind: 'answer', reviewId });
    },
    /** Opens the form that changes one of the company's answers, with its text. */
    startEdit(reviewId: string, commentId: string): void {
      closeForms();
      answer.request.reset();
      answer.assign({ text: commentOf(reviewId, commentId)?.text ?? '' });
      $editor.set({ kind: 'edit', reviewId, commentId });
    },
    /** Opens the report form under a review. */
    startReport(reviewId: string): void {
      closeForms();
      report.request.reset();
      report.assign({ reason: '' });
      $editor.set({ kind: 'report', reviewId });
    },

    /** Publishes the answer, or saves the change of one; shown as the company's answer once the API has it. */
    async sendAnswer(): Promise<void> {
      const editor = $editor.get();
      if (!editor || editor.kind === 'report') return;
      const sent = await answer.submit(({ text }) =>
        editor.kind === 'answer'
          ? thread.add(editor.reviewId, text)
          : thread.edit(editor.reviewId, editor.commentId, text),
      );
      if (!sent) return;
      $editor.set(null);
      $notice.set({ reviewId: editor.reviewId, notice: editor.kind === 'answer' ? 'answered' : 'saved' });
    },

    /** Sends the report; a review reported before (409) is marked so, as if sent now. */
    async sendReport(): Promise<void> {
      const editor = $editor.get();
      if (!editor || editor.kind !== 'report') return;
      let outcome: ReportOutcome = 'reported';
      const sent = await report.submit(async ({ reason }) => {
        try {
          await callChecked(reportReview, { params: { id: editor.reviewId }, body: { reason: reason.trim() } });
        } catch (error) {
          if (!isStatus(error, 409)) throw error;
          outcome = 'already';
        }
      });
      if (!sent) return;
      $editor.set(null);
      $reports.set({ ...$reports.get(), [editor.reviewId]: outcome });
      $notice.set({ reviewId: editor.reviewId, notice: outcome });
    },

    /** Asks to confirm the deletion of one of the company's answers. */
    askDelete(commentId: string): void {
      closeForms();
      $deleting.set(commentId);
    },
    /** Deletes the answer waiting for confirmation; it leaves the review (already gone: the same). */
    async confirmDelete(reviewId: string): Promise<void> {
      const commentId = $deleting.get();
      if (!commentId || removal.$state.get().phase === 'loading') return;
      const done = await removal.run(() => thread.remove(reviewId, commentId, { goneIsDone: true }));
      if (!done) return;
      $deleting.set(null);
      $notice.set({ reviewId, notice: 'deleted' });
    },
    cancelDelete: () => $deleting.set(null),
  };
}

export type ReviewAnswers = ReturnType<typeof createReviewAnswers>;
