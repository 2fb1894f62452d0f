import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createComment,
  createReview,
  deleteComment,
  getReview,
  likeReview,
  listCompanyReviews,
  reactToComment,
} from '@migralink/shared/api/reviews';
import { getAll } from '#data/batch-get';
import { keys } from '#data/keys';
import { signedInUser } from '#testing/accounts';
import { callOk, callRoute, type Caller } from '#testing/call';
import { leadReceiver } from '#testing/leads';

/** What one user does, at random, all users at once. */
type Action =
  | { kind: 'like review' }
  | { kind: 'react'; type: 'like' | 'dislike' }
  | { kind: 'comment' }
  | { kind: 'comment and delete it' }
  | { kind: 'review'; rating: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'like review' as const }),
  fc.record({ kind: fc.constant('react' as const), type: fc.constantFrom('like' as const, 'dislike' as const) }),
  fc.constant({ kind: 'comment' as const }),
  fc.constant({ kind: 'comment and delete it' as const }),
  fc.record({ kind: fc.constant('review' as const), rating: fc.integer({ min: 1, max: 5 }) }),
);

async function perform(
  user: Caller & { user: { id: string } },
  act: Action,
  target: { company: string; review: string; comment: string },
) {
  switch (act.kind) {
    case 'like review':
      return callOk(likeReview, { params: { id: target.review } }, user);
    case 'react':
      return callOk(reactToComment, { params: { id: target.comment }, body: { type: act.type } }, user);
    case 'comment':
      return callOk(createComment, { body: { review_id: target.review, text: 'Agreed.' } }, user);
    case 'comment and delete it': {
      const { data } = await callOk(createComment, { body: { review_id: target.review, text: 'Hmm.' } }, user);
      return callRoute(deleteComment, { params: { id: data.id } }, user);
    }
    case 'review':
      // A second review by the same user is refused (409): the recount must agree either way.
      return callRoute(
        createReview,
        {
          params: { uuid: target.company },
          body: { rating: act.rating, text: `Rated ${act.rating}: the work was done as promised.` },
        },
        user,
      );
  }
}

describe('counts under concurrent random actions', () => {
  it('equal a recount of what is stored: likes, reactions, comments, the total and the average', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(action, { minLength: 1, maxLength: 4 }), { minLength: 4, maxLength: 8 }),
        async (plans) => {
          const company = await leadReceiver();
          const first = await signedInUser({ email_verified: true });
          const { data: review } = await callOk(
            createReview,
            {
              params: { uuid: company.companyId },
              body: { rating: 3, text: 'The first review, to react to and comment on.' },
            },
            first,
          );
          const { data: comment } = await callOk(
            createComment,
            { body: { review_id: review.id, text: 'First!' } },
            first,
          );
          const target = { company: company.companyId, review: review.id, comment: comment.id };
          const users = await Promise.all(plans.map(() => signedInUser({ email_verified: true })));
          // Each user's actions in order; all users at once.
          await Promise.all(
            users.map(async (user, index) => {
              for (const act of plans[index]!) await perform(user, act, target);
            }),
          );

          // The recount: every user's stored reactions, the review's live comments, the company's reviews.
          const reactions = await getAll(
            users.flatMap((user) => [
              keys.reviews.reaction(user.user.id, review.id),
              keys.reviews.reaction(user.user.id, comment.id),
            ]),
            true,
          );
          const of = (id: string, type: string) =>
            reactions.filter((item) => item.sk === id && item.type === type).length;
          const { data: stored } = await callOk(getReview, { params: { id: review.id } });
          expect(stored.likes_count).toBe(of(review.id, 'like'));
          expect(stored.comments_count).toBe(stored.comments.length);
          expect(stored.comments[0]).toMatchObject({
            likes_count: of(comment.id, 'like'),
            dislikes_count: of(comment.id, 'dislike'),
          });
          const { data: all, meta } = await callOk(listCompanyReviews, { params: { uuid: company.companyId } });
          const ratings = all.map((item) => item.rating);
          expect(meta.total).toBe(ratings.length);
          expect(meta.avg_rate).toBe(
            Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10,
          );
          for (const rating of [1, 2, 3, 4, 5] as const) {
            expect(meta.ratings[rating]).toBe(ratings.filter((value) => value === rating).length);
          }
        },
      ),
      { numRuns: 4 },
    );
  });
});
