import { describe, expect, it } from 'vitest';
import {
  createComment,
  createReview,
  deleteComment,
  deleteReview,
  dismissReports,
  getReview,
  hideReview,
  likeReview,
  listCompanyReviews,
  listOwnCompanyReviews,
  listReportedReviews,
  listUserReviews,
  reactToComment,
  reportReview,
  updateComment,
  updateReview,
} from '@migralink/shared/api/reviews';
import { COMMENT_TEXT_MAX, MAX_COMMENTS, REVIEW_TEXT_MAX } from '@migralink/shared/schemas/reviews';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { keys } from '#data/keys';
import { THREAD_ROOM, threadBytes } from '#data/review-thread';
import { getReview as storedReview } from '#data/reviews';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { leadReceiver } from '#testing/leads';
import * as reviewsRules from '@migralink/shared/schemas/rules/reviews';

/**
 * What an abuser tried on reviews: a thread written full of 4-byte characters
 * (every owner and staff action must still work), many identical presses at
 * once (never a 5xx), and writing under a hidden review (frozen for all but staff).
 */

const reader = (locale: 'en' | 'ru' | 'uk' = 'en') => signedInUser({ email_verified: true, locale });
/** `units` UTF-16 units of a 4-byte character (an emoji is two units). */
const emoji = (units: number) => '😀'.repeat(units / 2);

/** Fails unless the answer is below 500, showing its body. */
function noServerError<A extends { status: number; body: unknown }>(answer: A, what: string): A {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
  return answer;
}

describe('a thread written full of 4-byte characters', () => {
  it('refuses the next comment with a 422 in the caller’s language; every owner and staff action still works', async () => {
    const company = await leadReceiver({ email_verified: true });
    const author = await reader();
    const { data: review } = await callOk(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 1, text: emoji(REVIEW_TEXT_MAX) } },
      author,
    );
    const commenters: Caller[] = await Promise.all([
      reader().then((user) => ({ ...user, locale: 'ru' as const })),
      reader().then((user) => ({ ...user, locale: 'uk' as const })),
      reader(),
    ]);
    const [first] = commenters;
    // A short comment first, to be edited to a long one once the thread is full.
    const { data: short } = await callOk(createComment, { body: { review_id: review.id, text: '👍' } }, first!);

    // The longest comments while they fit, then shorter ones into what room is left: the thread at its cap.
    let written = 0;
    for (const units of [COMMENT_TEXT_MAX, 200, 20, 2]) {
      for (;;) {
        written++;
        const answer = noServerError(
          await callRoute(
            createComment,
            { body: { review_id: review.id, text: emoji(units) } },
            commenters[written % commenters.length]!,
          ),
          `comment ${written} of ${units} units`,
        );
        if (answer.status === 201) continue;
        expectStatus(answer, 422);
        break;
      }
    }
    // It is full by bytes, not by places: less than the shortest comment (~240 bytes) short of the room others have.
    const stored = await storedReview(review.id, true);
    expect(stored!.comments.length).toBeLessThan(MAX_COMMENTS);
    expect(stored!.thread_bytes).toBeGreaterThan(THREAD_ROOM.others.bytes - 400);
    const uk = await callRoute(createComment, { body: { review_id: review.id, text: '🙂' } }, commenters[1]!);
    expectStatus(uk, 422);
    expect(uk.body.errors?.text).toEqual([ruleMessage(reviewsRules.reviewThreadFull, 'uk')]);

    // Growing a comment past the room left is refused the same way; the same length is fine.
    const longer = await callRoute(
      updateComment,
      { params: { id: short.id }, body: { text: emoji(COMMENT_TEXT_MAX) } },
      first!,
    );
    expectStatus(longer, 422);
    expect(longer.body.errors?.text).toEqual([ruleMessage(reviewsRules.reviewCommentNoRoom, 'ru')]);
    await callOk(updateComment, { params: { id: short.id }, body: { text: '👎' } }, first!);

    const other = await reader();
    await callOk(likeReview, { params: { id: review.id } }, other);
    await callOk(reactToComment, { params: { id: short.id }, body: { type: 'dislike' } }, other);
    // The company's answer has room kept for it.
    const { data: answer } = await callOk(
      createComment,
      { body: { review_id: review.id, text: emoji(COMMENT_TEXT_MAX) } },
      company,
    );
    expect(answer.is_company).toBe(true);
    await callOk(reportReview, { params: { id: review.id }, body: { reason: emoji(1000) } }, company);
    const { data: full } = await callOk(getReview, { params: { id: review.id } }, other);
    expect(full.answered).toBe(true);
    expect(full.likes_count).toBe(1);
    await callOk(listCompanyReviews, { params: { uuid: company.companyId } }, other);
    await callOk(listOwnCompanyReviews, {}, company);
    const staff = await asRole('customer_support');
    await callOk(listReportedReviews, {}, staff);
    expectStatus(await callRoute(dismissReports, { params: { id: review.id } }, staff), 204);
    expectStatus(await callRoute(deleteComment, { params: { id: short.id } }, first!), 204);
    await callOk(
      updateReview,
      { params: { id: review.id }, body: { rating: 2, text: emoji(REVIEW_TEXT_MAX) } },
      author,
    );

    const hidden = await callOk(hideReview, { params: { id: review.id }, body: { reason: emoji(1000) } }, staff);
    expect(hidden.data.hidden_reason).toBe(emoji(1000));
    expectStatus(await callRoute(getReview, { params: { id: review.id } }), 404);
    await callOk(listUserReviews, { params: { uuid: author.user.id } }, staff);
    expectStatus(await callRoute(deleteReview, { params: { id: review.id } }, author), 204);
  });
});

describe('a review stored before its thread was measured', () => {
  it('has its thread counted on the first change, and every change after moves the count exactly', async () => {
    const company = await leadReceiver();
    const { data: review } = await callOk(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 3, text: 'Slow, but everything was done right.' } },
      await reader(),
    );
    const commenter = await reader();
    const { data: first } = await callOk(
      createComment,
      { body: { review_id: review.id, text: '😀 agreed' } },
      commenter,
    );
    await db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.reviews.item(review.id) },
      UpdateExpression: 'REMOVE thread_bytes',
    });
    const counted = async () => {
      const stored = (await storedReview(review.id, true))!;
      return [stored.thread_bytes, threadBytes(stored.comments)];
    };
    await callOk(createComment, { body: { review_id: review.id, text: 'ह and more' } }, commenter);
    const [kept, measured] = await counted();
    expect(kept).toBe(measured);
    await callOk(updateComment, { params: { id: first.id }, body: { text: emoji(100) } }, commenter);
    expectStatus(await callRoute(deleteComment, { params: { id: first.id } }, commenter), 204);
    const [after, remeasured] = await counted();
    expect(after).toBe(remeasured);
  });
});

describe('many identical presses at once', () => {
  const together = <T>(count: number, press: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, index) => press(index)));

  it('never answer 5xx; the counts end exact', async () => {
    const company = await leadReceiver();
    const { data: review } = await callOk(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 4, text: 'Quick and careful with every document.' } },
      await reader(),
    );
    const { data: comment } = await callOk(
      createComment,
      { body: { review_id: review.id, text: 'Same here.' } },
      await reader(),
    );
    // Two users press 20 times each, all at once: the same reaction item 20 ways, the same review 40 ways.
    const pressers = await together(2, () => reader());
    const presses = <A>(press: (user: Caller) => Promise<A>) =>
      Promise.all(pressers.map((user) => together(20, () => press(user))));
    const commentPresses = await presses((user) =>
      callRoute(reactToComment, { params: { id: comment.id }, body: { type: 'like' } }, user),
    );
    const reviewPresses = await presses((user) => callRoute(likeReview, { params: { id: review.id } }, user));
    for (const answer of [...commentPresses, ...reviewPresses].flat()) {
      noServerError(answer, 'a press');
      expect([200, 409]).toContain(answer.status);
    }
    // Each accepted press toggles: a user's reaction stays when an odd number of theirs were accepted.
    const left = (answers: { status: number }[]) => answers.filter((answer) => answer.status === 200).length % 2;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    for (const [index, user] of pressers.entries()) {
      const { data: seen } = await callOk(getReview, { params: { id: review.id } }, user);
      expect(seen.comments[0]!.reaction_type).toBe(left(commentPresses[index]!) ? 'like' : null);
      expect(seen.reacted).toBe(left(reviewPresses[index]!) === 1);
    }
    const { data: seen } = await callOk(getReview, { params: { id: review.id } });
    expect(seen.comments[0]!.likes_count).toBe(sum(commentPresses.map(left)));
    expect(seen.likes_count).toBe(sum(reviewPresses.map(left)));

    // The company reporting 20 times at once: one report is kept, the others are told it was made.
    const reports = await together(20, () =>
      callRoute(reportReview, { params: { id: review.id }, body: { reason: 'Not our client.' } }, company),
    );
    expect(reports.map((answer) => answer.status).sort()).toEqual([204, ...Array<number>(19).fill(409)]);

    const users = await together(20, () => reader());
    const many = await together(20, (index) =>
      callRoute(reactToComment, { params: { id: comment.id }, body: { type: 'dislike' } }, users[index]!),
    );
    const likes = await together(20, (index) => callRoute(likeReview, { params: { id: review.id } }, users[index]!));
    for (const answer of [...many, ...likes]) expectStatus(noServerError(answer, 'a press'), 200);
    const { data: after } = await callOk(getReview, { params: { id: review.id } });
    expect(after.comments[0]!.dislikes_count).toBe(20);
    expect(after.likes_count).toBe(20 + seen.likes_count);
  });
});

describe('a hidden review', () => {
  it('is frozen for everyone but staff: no comment, edit, delete, reaction or report', async () => {
    const company = await leadReceiver({ email_verified: true });
    const author = await reader();
    const { data: review } = await callOk(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 1, text: 'They lost my documents twice.' } },
      author,
    );
    const commenter = await reader();
    const { data: comment } = await callOk(
      createComment,
      { body: { review_id: review.id, text: 'Same with me.' } },
      commenter,
    );
    const staff = await asRole('customer_support');
    await callOk(hideReview, { params: { id: review.id }, body: { reason: 'Not a client of theirs.' } }, staff);

    const answers = {
      comment: await callRoute(createComment, { body: { review_id: review.id, text: 'More.' } }, commenter),
      answer: await callRoute(createComment, { body: { review_id: review.id, text: 'No.' } }, company),
      react: await callRoute(reactToComment, { params: { id: comment.id }, body: { type: 'like' } }, author),
      like: await callRoute(likeReview, { params: { id: review.id } }, commenter),
      report: await callRoute(reportReview, { params: { id: review.id }, body: { reason: 'Fake.' } }, company),
      rewrite: await callRoute(
        updateReview,
        { params: { id: review.id }, body: { rating: 5, text: 'All good after all, thanks.' } },
        author,
      ),
      // A deleted comment is 404 anyway: these two last.
      edit: await callRoute(updateComment, { params: { id: comment.id }, body: { text: 'Edited.' } }, commenter),
      delete: await callRoute(deleteComment, { params: { id: comment.id } }, commenter),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.status]));
    expect(statuses).toEqual(Object.fromEntries(Object.keys(answers).map((what) => [what, 404])));

    // Staff see it unchanged.
    const { data } = await callOk(listUserReviews, { params: { uuid: author.user.id } }, staff);
    const [kept] = data.filter((item) => item.id === review.id);
    expect(kept).toMatchObject({ rating: 1, hidden_reason: 'Not a client of theirs.', comments_count: 1 });
    expect(kept!.comments.map((item) => [item.text, item.likes_count])).toEqual([['Same with me.', 0]]);
  });
});
