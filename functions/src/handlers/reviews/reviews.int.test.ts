import { describe, expect, it } from 'vitest';
import { setCompanyLeadStatus } from '@migralink/shared/api/leads';
import {
  createComment,
  createReview,
  deleteComment,
  deleteReview,
  dismissReports,
  getReview,
  hideReview,
  likeReview,
  listAuthorReviews,
  listCompanyReviews,
  listOwnCompanyReviews,
  listReportedReviews,
  listUserReviews,
  reactToComment,
  reportReview,
  updateComment,
  updateReview,
} from '@migralink/shared/api/reviews';
import { getCompanyProfile } from '#data/companies';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callOkAfterConflicts, callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';
import { leadReceiver, storedLead } from '#testing/leads';
import { mailsTo } from '#testing/mailbox';

/** A signed-in user whose e-mail is confirmed: who may write reviews. */
const reader = (locale: 'en' | 'ru' | 'uk' = 'en') => signedInUser({ email_verified: true, locale });
const text = (words: string) => `${words} — they handled every document on time and answered quickly.`;

/** Reviews `company` as `author` with `rating`. */
const reviewOf = (companyId: string, author: Caller, rating: number, words = 'Good') =>
  callOk(createReview, { params: { uuid: companyId }, body: { rating, text: text(words) } }, author).then(
    ({ data }) => data,
  );

const summaryOf = async (companyId: string) => (await callOk(listCompanyReviews, { params: { uuid: companyId } })).meta;

describe('writing a review', () => {
  it('is for confirmed users, once per company, never by the company itself; the owner is mailed in their language', async () => {
    const company = await leadReceiver({ locale: 'uk' });
    const unconfirmed = await signedInUser();
    const refused = await callRoute(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 5, text: text('Great') } },
      { ...unconfirmed, locale: 'ru' },
    );
    expectStatus(refused, 403);
    expect(refused.body.message).toMatch(/подтвердите/);

    const author = await reader();
    const review = await reviewOf(company.companyId, author, 4, 'Solid');
    expect(review).toMatchObject({
      rating: 4,
      author: { uuid: author.user.id, name: 'Ada L.' },
      company: { uuid: company.companyId, name: 'Harbour Relocation' },
      likes_count: 0,
      comments_count: 0,
      verified_client: false,
      answered: false,
    });
    const again = await callRoute(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 1, text: text('Again') } },
      author,
    );
    expectStatus(again, 409);
    const own = await callRoute(
      createReview,
      { params: { uuid: company.companyId }, body: { rating: 5, text: text('Ours') } },
      {
        ...company,
        token: (await signedInUser({ role: 'company', company_id: company.companyId, email_verified: true })).token,
      },
    );
    expectStatus(own, 409);
    expectStatus(
      await callRoute(
        createReview,
        { params: { uuid: crypto.randomUUID() }, body: { rating: 5, text: text('Nobody') } },
        author,
      ),
      404,
    );
    expectInvalid(
      await callRoute(
        createReview,
        { raw: { params: { uuid: company.companyId }, body: { rating: 6, text: 'short' } } },
        author,
      ),
      'rating',
      'text',
    );
    const mail = (await mailsTo(company.user.email)).at(-1)!;
    expect(mail.subject).toContain('Новий відгук');
    expect(mail.body.text).toContain(`/uk/admin/reviews/?id=${review.id}`);
  });

  it('keeps the total, the average and the breakdown as reviews come, change and go', async () => {
    const company = await leadReceiver();
    const [a, b, c] = [await reader(), await reader(), await reader()];
    const first = await reviewOf(company.companyId, a, 5);
    await reviewOf(company.companyId, b, 4);
    await reviewOf(company.companyId, c, 1);
    expect(await summaryOf(company.companyId)).toMatchObject({
      total: 3,
      avg_rate: 3.3,
      ratings: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 },
    });
    // The author changes their rating; another user cannot change or delete it.
    const stranger = await reader();
    const change = { rating: 2, text: text('On second thought') };
    expectStatus(await callRoute(updateReview, { params: { id: first.id }, body: change }, stranger), 404);
    expectStatus(await callRoute(deleteReview, { params: { id: first.id } }, stranger), 404);
    const changed = await callOk(updateReview, { params: { id: first.id }, body: change }, a);
    expect(changed.data).toMatchObject({ rating: 2, text: change.text });
    expect(await summaryOf(company.companyId)).toMatchObject({ total: 3, avg_rate: 2.3, ratings: { 2: 1, 5: 0 } });
    expectStatus(await callRoute(deleteReview, { params: { id: first.id } }, a), 204);
    expect(await summaryOf(company.companyId)).toMatchObject({
      total: 2,
      avg_rate: 2.5,
      ratings: { 2: 0, 4: 1, 1: 1 },
    });
    const profile = await getCompanyProfile(company.companyId, true);
    expect([profile?.review_count, profile?.review_sum]).toEqual([2, 5]);
  });

  it('sorts a company’s reviews newest first, by rating, or by the most liked', async () => {
    const company = await leadReceiver();
    const authors = await Promise.all([reader(), reader(), reader()]);
    const low = await reviewOf(company.companyId, authors[0]!, 2, 'Low');
    const high = await reviewOf(company.companyId, authors[1]!, 5, 'High');
    const liked = await reviewOf(company.companyId, authors[2]!, 3, 'Liked');
    for (const fan of [await reader(), await reader()]) await callOk(likeReview, { params: { id: liked.id } }, fan);
    const ids = async (sort: 'newest' | 'rating' | 'helpful') =>
      (await callOk(listCompanyReviews, { params: { uuid: company.companyId }, query: { sort } })).data.map(
        (r) => r.id,
      );
    expect(await ids('newest')).toEqual([liked.id, high.id, low.id]);
    expect(await ids('rating')).toEqual([high.id, liked.id, low.id]);
    expect(await ids('helpful')).toEqual([liked.id, high.id, low.id]);
  });
});

describe('reactions (docs/product.md, "Reactions")', () => {
  it('toggle a review’s like by one, and set, clear and switch a comment’s reaction moving both counts', async () => {
    const company = await leadReceiver();
    const review = await reviewOf(company.companyId, await reader(), 4);
    const fan = await reader();
    expect((await callOk(likeReview, { params: { id: review.id } }, fan)).data).toEqual({
      reacted: true,
      likes_count: 1,
    });
    expect((await callOk(likeReview, { params: { id: review.id } }, fan)).data).toEqual({
      reacted: false,
      likes_count: 0,
    });

    const { data: comment } = await callOk(
      createComment,
      { body: { review_id: review.id, text: 'Same here.' } },
      await reader(),
    );
    const press = async (type: 'like' | 'dislike') =>
      (await callOk(reactToComment, { params: { id: comment.id }, body: { type } }, fan)).data;
    expect(await press('like')).toEqual({ reaction_type: 'like', reacted: true, likes_count: 1, dislikes_count: 0 });
    expect(await press('dislike')).toEqual({
      reaction_type: 'dislike',
      reacted: true,
      likes_count: 0,
      dislikes_count: 1,
    });
    expect(await press('dislike')).toEqual({ reaction_type: null, reacted: false, likes_count: 0, dislikes_count: 0 });
    expect(await press('dislike')).toEqual({
      reaction_type: 'dislike',
      reacted: true,
      likes_count: 0,
      dislikes_count: 1,
    });
    expect(await press('like')).toEqual({ reaction_type: 'like', reacted: true, likes_count: 1, dislikes_count: 0 });
    // The caller's reactions come with the list.
    const [listed] = (await callOk(listCompanyReviews, { params: { uuid: company.companyId } }, fan)).data;
    expect(listed!.comments[0]).toMatchObject({ id: comment.id, reacted: true, reaction_type: 'like', likes_count: 1 });
    expect(listed!.reacted).toBe(false);
  });

  it('refuse one’s own review and comment with a message saying why, and count nothing', async () => {
    const company = await leadReceiver();
    const author = await reader('uk');
    const review = await reviewOf(company.companyId, author, 5);
    const { data: comment } = await callOk(createComment, { body: { review_id: review.id, text: 'Дякую!' } }, author);

    const like = await callRoute(likeReview, { params: { id: review.id } }, { ...author, locale: 'uk' });
    expectStatus(like, 403);
    expect(like.body).toMatchObject({ error_code: 'forbidden', message: expect.stringContaining('самі') });
    const react = await callRoute(reactToComment, { params: { id: comment.id }, body: { type: 'like' } }, author);
    expectStatus(react, 403);

    const [listed] = (await callOk(listCompanyReviews, { params: { uuid: company.companyId } }, author)).data;
    expect(listed).toMatchObject({ likes_count: 0, reacted: false });
    expect(listed!.comments[0]).toMatchObject({ likes_count: 0, dislikes_count: 0, reacted: false });
  });

  it('stay exact when many users review, comment and react at once (a recount agrees)', async () => {
    const company = await leadReceiver();
    const target = await reviewOf(company.companyId, await reader(), 3);
    const { data: comment } = await callOk(
      createComment,
      { body: { review_id: target.id, text: 'First!' } },
      await reader(),
    );
    const users = await Promise.all(Array.from({ length: 12 }, () => reader()));
    const pressed = new Map<string, 'like' | 'dislike' | undefined>();
    const liked = new Set<string>();
    // A change that met the others for as long as it may try answers 409 and writes nothing: asked again, as the
    // answer says (a busy machine stretches each change).
    await Promise.all(
      users.flatMap((user, index) => [
        // Each user: likes the review (some twice: back to none), reacts to the comment, comments, and reviews.
        callOkAfterConflicts(likeReview, { params: { id: target.id } }, user).then(async () => {
          liked.add(user.user.id);
          if (index % 3 === 0) {
            await callOkAfterConflicts(likeReview, { params: { id: target.id } }, user);
            liked.delete(user.user.id);
          }
        }),
        callOkAfterConflicts(
          reactToComment,
          { params: { id: comment.id }, body: { type: index % 2 ? 'like' : 'dislike' } },
          user,
        ).then(async () => {
          pressed.set(user.user.id, index % 2 ? 'like' : 'dislike');
          if (index % 4 === 1) {
            await callOkAfterConflicts(reactToComment, { params: { id: comment.id }, body: { type: 'dislike' } }, user);
            pressed.set(user.user.id, 'dislike');
          }
        }),
        callOkAfterConflicts(createComment, { body: { review_id: target.id, text: `Comment ${index}` } }, user),
        callOkAfterConflicts(
          createReview,
          { params: { uuid: company.companyId }, body: { rating: (index % 5) + 1, text: text(`R${index}`) } },
          user,
        ),
      ]),
    );
    const { data } = await callOk(getReview, { params: { id: target.id } });
    expect(data.likes_count).toBe(liked.size);
    expect(data.comments_count).toBe(1 + users.length);
    expect(data.comments).toHaveLength(1 + users.length);
    const counts = [...pressed.values()];
    expect(data.comments[0]).toMatchObject({
      likes_count: counts.filter((type) => type === 'like').length,
      dislikes_count: counts.filter((type) => type === 'dislike').length,
    });
    const ratings = [3, ...users.map((_, index) => (index % 5) + 1)];
    const meta = await summaryOf(company.companyId);
    expect(meta.total).toBe(ratings.length);
    expect(meta.avg_rate).toBe(Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10);
  });
});

describe('comments and the company’s answers', () => {
  it('marks the company’s comment as its answer; authors alone edit and delete theirs; the count follows', async () => {
    const company = await leadReceiver();
    const review = await reviewOf(company.companyId, await reader(), 2);
    const owner = {
      ...company,
      token: (await signedInUser({ role: 'company', company_id: company.companyId, email_verified: true })).token,
    };
    const { data: answer } = await callOk(
      createComment,
      { body: { review_id: review.id, text: 'Sorry — we will call you.' } },
      owner,
    );
    expect(answer.is_company).toBe(true);
    const visitor = await reader();
    const { data: remark } = await callOk(
      createComment,
      { body: { review_id: review.id, text: '<script>alert(1)</script>' } },
      visitor,
    );
    // Text is kept as written; every page shows it as text.
    expect(remark).toMatchObject({ is_company: false, text: '<script>alert(1)</script>' });
    expectStatus(await callRoute(updateComment, { params: { id: remark.id }, body: { text: 'Mine now' } }, owner), 404);
    expectStatus(await callRoute(deleteComment, { params: { id: remark.id } }, owner), 404);
    const edited = await callOk(updateComment, { params: { id: remark.id }, body: { text: 'Good luck!' } }, visitor);
    expect(edited.data.text).toBe('Good luck!');
    expectStatus(await callRoute(deleteComment, { params: { id: remark.id } }, visitor), 204);
    const { data } = await callOk(getReview, { params: { id: review.id } });
    expect(data).toMatchObject({ answered: true, comments_count: 1, comments: [{ id: answer.id, is_company: true }] });
    // The company's own list shows the unanswered first.
    const other = await reviewOf(company.companyId, await reader(), 5);
    const own = await callOk(listOwnCompanyReviews, {}, owner);
    expect(own.data.map((item) => item.id)).toEqual([other.id, review.id]);
  });

  it('labels the review of a client whose lead the company marked done as a verified client’s', async () => {
    const company = await leadReceiver();
    const client = await reader();
    const lead = await storedLead(company.companyId, { user_id: client.user.id });
    const review = await reviewOf(company.companyId, client, 5);
    expect(review.verified_client).toBe(false);
    await callOk(setCompanyLeadStatus, { params: { id: lead.id }, body: { status: 'done' } }, company);
    const { data } = await callOk(getReview, { params: { id: review.id } });
    expect(data.verified_client).toBe(true);
  });
});

describe('reports and hiding', () => {
  it('lets the reviewed company report once; staff hide with a reason (the author is mailed, the averages drop it) or keep', async () => {
    const company = await leadReceiver();
    const author = await reader('ru');
    const unfair = await reviewOf(company.companyId, author, 1, 'Awful');
    const fair = await reviewOf(company.companyId, await reader(), 5, 'Fine');
    const otherCompany = await leadReceiver();
    expectStatus(
      await callRoute(reportReview, { params: { id: unfair.id }, body: { reason: 'Not our client' } }, otherCompany),
      404,
    );
    expectStatus(
      await callRoute(reportReview, { params: { id: unfair.id }, body: { reason: 'Not our client' } }, company),
      204,
    );
    expectStatus(await callRoute(reportReview, { params: { id: unfair.id }, body: { reason: 'Again' } }, company), 409);
    await callOk(reportReview, { params: { id: fair.id }, body: { reason: 'Fake praise?' } }, company);

    const staff = await asRole('customer_support');
    expectStatus(await callRoute(listReportedReviews, {}, await asRole('client')), 403);
    const queue = async () =>
      (await callOk(listReportedReviews, { query: { page: 1 } }, staff)).data.filter((entry) =>
        [unfair.id, fair.id].includes(entry.review.id),
      );
    expect((await queue()).map((entry) => [entry.review.id, entry.reports[0]!.reason])).toEqual([
      [unfair.id, 'Not our client'],
      [fair.id, 'Fake praise?'],
    ]);
    const hidden = await callOk(
      hideReview,
      { params: { id: unfair.id }, body: { reason: 'Not a client: no order found.' } },
      staff,
    );
    expect(hidden.data.hidden_reason).toBe('Not a client: no order found.');
    expectStatus(await callRoute(dismissReports, { params: { id: fair.id } }, staff), 204);
    expect(await queue()).toEqual([]);

    expect(await summaryOf(company.companyId)).toMatchObject({ total: 1, avg_rate: 5 });
    expectStatus(await callRoute(getReview, { params: { id: unfair.id } }), 404);
    expect((await mailsTo(author.user.email)).at(-1)!.subject).toContain('скрыт');
    // The author's public page leaves it out; staff see it with why.
    expect((await callOk(listAuthorReviews, { params: { uuid: author.user.id } })).data).toEqual([]);
    const seen = await callOk(listUserReviews, { params: { uuid: author.user.id } }, staff);
    expect(seen.data.map((review) => [review.id, review.hidden_reason])).toEqual([
      [unfair.id, 'Not a client: no order found.'],
    ]);
  });
});
