import { describe, expect, it } from 'vitest';
import { moderationQueueRoute } from '@migralink/shared/api/moderation';
import type { ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { asRole } from '#testing/accounts';
import { callRoute, expectStatus, type Caller } from '#testing/call';
import { approve, draftCompany, draftService, edit, ownerAccount, send, tick } from '#testing/moderation';

const getQueue = (caller: Caller, cursor?: string) => callRoute(moderationQueueRoute, { query: { cursor } }, caller);

/** The whole queue, page after page (other test files share it), and the pages' sizes. */
async function wholeQueue(caller: Caller) {
  const items: ModerationQueueItem[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const response = await getQueue(caller, cursor);
    expectStatus(response, 200);
    const { data } = response.body;
    items.push(...data.items);
    sizes.push(data.items.length);
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  return { items, sizes };
}

const names = (en: string, ru: string) => ({ name: { en, ru } });

describe('GET /v1/admin/moderation', () => {
  it('lists what waits, oldest first, 20 a page, with names in the caller language', async () => {
    const owner = await ownerAccount();
    const companies = await Promise.all(
      Array.from({ length: 21 }, (_, index) => draftCompany(owner, names(`Company ${index}`, `Компания ${index}`))),
    );
    const service = await draftService(companies[0]!.profile.id, names('Visa help', 'Помощь с визой'));
    const moments = Array.from({ length: 22 }, tick);
    // Sent in another order than their moments: the queue sorts by when each was sent.
    await Promise.all(companies.map((company, index) => send(company.subject, moments[21 - index])));
    await send(service.subject, moments[0]);

    const { items, sizes } = await wholeQueue({ ...(await asRole('admin')), locale: 'ru' });
    expect(sizes.slice(0, -1).every((size) => size === 20)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    const expectedIds = [service.meta.id, ...companies.map((company) => company.profile.id).reverse()];
    const ours = items.filter((item) => expectedIds.includes(item.uuid));
    expect(ours.map((item) => item.uuid)).toEqual(expectedIds);
    expect(ours[0]).toEqual({
      kind: 'service',
      uuid: service.meta.id,
      company_uuid: companies[0]!.profile.id,
      company_name: 'Компания 0',
      name: 'Помощь с визой',
      submitted_at: moments[0],
      revision: 1,
      first_version: true,
    });
    expect(ours[1]).toMatchObject({ kind: 'company', name: 'Компания 20', company_name: 'Компания 20' });
  });

  it('marks an edit of an approved company as not its first version', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount(), names('Approved Ltd', 'Одобренная'));
    await send(subject);
    await approve(subject);
    const revision = await edit(subject, (content: object) => ({ ...content, type: 'law_firm' }));
    await send(subject);
    const { items } = await wholeQueue(await asRole('admin'));
    expect(items.find((item) => item.uuid === profile.id)).toMatchObject({
      name: 'Approved Ltd',
      revision,
      first_version: false,
    });
  });

  it.each([
    ['not base64url JSON', '!!!'],
    ['JSON that is no key', Buffer.from('[1,2]').toString('base64url')],
    [
      'a key outside the queue',
      Buffer.from(JSON.stringify({ pk: 'USER#1', sk: 'PROFILE', gsi2pk: 'OTHER', gsi2sk: 'x' })).toString('base64url'),
    ],
  ])('refuses a cursor that is %s with 422', async (_, cursor) => {
    const { status, body } = await getQueue(await asRole('admin'), cursor);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error_code: 'validation_failed', errors: { cursor: [expect.any(String)] } });
  });

  it('is for admins only: 403 for a company account, 401 without a token', async () => {
    expect((await getQueue(await asRole('company'))).body).toMatchObject({ code: 403, error_code: 'forbidden' });
    expect((await getQueue({})).status).toBe(401);
  });
});
