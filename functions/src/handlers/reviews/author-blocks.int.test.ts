import { afterEach, describe, expect, it } from 'vitest';
import {
  createComment,
  createReview,
  getReview as getReviewRoute,
  hideReview,
  likeReview,
  listAuthorReviews,
  listCompanyReviews,
} from '@migralink/shared/api/reviews';
import { REVIEW_SORTS } from '@migralink/shared/schemas/reviews';
import { blockUser, unblockUser } from '@migralink/shared/api/staff';
import { getAll } from '#data/batch-get';
import { keys } from '#data/keys';
import { getReview } from '#data/reviews';
import { AUTHOR_BLOCKS } from '#http/limits';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { leadReceiver } from '#testing/leads';
import { handler as authorBlocksJob } from './author-blocks';

const PAGE = AUTHOR_BLOCKS.page;
afterEach(() => {
  AUTHOR_BLOCKS.page = PAGE;
});

const author = () => signedInUser({ email_verified: true });

async function reviewOf(companyId: string, by: Caller, rating: number): Promise<string> {
  const body = { rating, text: `Rated ${rating}: the work was done as promised.` };
  return (await callOk(createReview, { params: { uuid: companyId }, body }, by)).data.id;
}

/** The job's run as its schedule gives it, until every sync under way is done. */
const runJob = () => authorBlocksJob({}, { getRemainingTimeInMillis: () => 60_000 });

/** Every sort's every page of the company's reviews (their ids), with each sort's total. */
async function companyLists(companyId: string) {
  return Promise.all(
    REVIEW_SORTS.map(async (sort) => {
      const first = await callOk(listCompanyReviews, { params: { uuid: companyId }, query: { sort, page: 1 } });
      const ids = first.data.map((review) => review.id);
      for (let page = 2; page <= first.meta.last_page; page += 1) {
        const next = await callOk(listCompanyReviews, { params: { uuid: companyId }, query: { sort, page } });
        ids.push(...next.data.map((review) => review.id));
      }
      return { ids: ids.sort(), total: first.meta.total };
    }),
  );
}

/** What the company's cards read: its count and the sum of its ratings, on its profile. */
async function counters(companyId: string) {
  const [profile] = await getAll([keys.company.profile(companyId)]);
  return { count: Number(profile?.review_count ?? 0), sum: Number(profile?.review_sum ?? 0) };
}

/** The company's lists and counters as they are, for reviews of `ids` and the ratings' sum. */
const expectShown = async (companyId: string, ids: string[], sum: number) => {
  const sorted = [...ids].sort();
  expect(await companyLists(companyId)).toEqual(REVIEW_SORTS.map(() => ({ ids: sorted, total: ids.length })));
  expect(await counters(companyId)).toEqual({ count: ids.length, sum });
};

describe("a blocked user's reviews", () => {
  it('leave every order, the counters, the page and the author list while blocked (their comments too), and come back on unblock', async () => {
    const admin = await asRole('admin');
    const company = await leadReceiver();
    const [kept, blocked] = [await author(), await author()];
    const keptId = await reviewOf(company.companyId, kept, 5);
    const blockedId = await reviewOf(company.companyId, blocked, 2);
    await callOk(likeReview, { params: { id: blockedId } }, kept);
    await callOk(createComment, { body: { review_id: keptId, text: 'I agree, same here.' } }, blocked);
    await expectShown(company.companyId, [keptId, blockedId], 7);
    const comments = async () =>
      (await callOk(getReviewRoute, { params: { id: keptId } })).data.comments.map((comment) => comment.text);

    await callOk(blockUser, { params: { uuid: blocked.user.id } }, admin);
    await runJob();
    await expectShown(company.companyId, [keptId], 5);
    expectStatus(await callRoute(getReviewRoute, { params: { id: blockedId } }), 404);
    expectStatus(await callRoute(likeReview, { params: { id: blockedId } }, kept), 404);
    const listed = await callOk(listAuthorReviews, { params: { uuid: blocked.user.id }, query: {} });
    expect(listed.data).toEqual([]);
    expect(await comments()).toEqual([]);

    await callOk(unblockUser, { params: { uuid: blocked.user.id } }, admin);
    await runJob();
    await expectShown(company.companyId, [keptId, blockedId], 7);
    expect(await getReview(blockedId, true)).toMatchObject({ likes_count: 1, hidden: null });
    expect((await getReview(blockedId, true))?.withheld_at).toBeUndefined();
    const back = await callOk(listAuthorReviews, { params: { uuid: blocked.user.id }, query: {} });
    expect(back.data.map((review) => review.id)).toEqual([blockedId]);
    expect(await comments()).toEqual(['I agree, same here.']);
  });

  it('that staff hid stay hidden through a block and an unblock, whether hidden before it or during it', async () => {
    const [admin, staff] = [await asRole('admin'), await asRole('customer_support')];
    const company = await leadReceiver();
    const [first, second] = [await author(), await author()];
    const before = await reviewOf(company.companyId, first, 4);
    const during = await reviewOf(company.companyId, second, 3);
    const reason = { reason: 'Not a client.' };
    await callOk(hideReview, { params: { id: before }, body: reason }, staff);

    for (const user of [first, second]) await callOk(blockUser, { params: { uuid: user.user.id } }, admin);
    await runJob();
    await expectShown(company.companyId, [], 0);
    await callOk(hideReview, { params: { id: during }, body: reason }, staff);
    for (const user of [first, second]) await callOk(unblockUser, { params: { uuid: user.user.id } }, admin);
    await runJob();

    await expectShown(company.companyId, [], 0);
    for (const id of [before, during]) expect((await getReview(id, true))?.hidden).toMatchObject(reason);
  });

  it('are all reached when the user has more than one page of them, however often the job runs', async () => {
    AUTHOR_BLOCKS.page = 2;
    const admin = await asRole('admin');
    const prolific = await author();
    const companies = [];
    for (let index = 0; index < 5; index += 1) {
      const company = await leadReceiver();
      companies.push({ id: company.companyId, review: await reviewOf(company.companyId, prolific, 4) });
    }

    await callOk(blockUser, { params: { uuid: prolific.user.id } }, admin);
    await runJob();
    await runJob();
    for (const company of companies) await expectShown(company.id, [], 0);

    await callOk(unblockUser, { params: { uuid: prolific.user.id } }, admin);
    await callOk(blockUser, { params: { uuid: prolific.user.id } }, admin);
    await callOk(unblockUser, { params: { uuid: prolific.user.id } }, admin);
    await runJob();
    await runJob();
    for (const company of companies) await expectShown(company.id, [company.review], 4);
  });
});
