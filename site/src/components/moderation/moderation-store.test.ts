import { describe, expect, it, vi } from 'vitest';
import {
  approveModeration,
  moderationItemRoute,
  moderationQueueRoute,
  rejectModeration,
} from '@migralink/shared/api/moderation';
import type { ModerationItem, ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { useFakeApi } from '@/api/fake-api';
import { createModeration } from './moderation-store';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const entry = (n: number, revision = 1): ModerationQueueItem => ({
  kind: n % 2 ? 'company' : 'service',
  uuid: uuid(n),
  company_uuid: uuid(9),
  company_name: 'Acme',
  name: `Entry ${n}`,
  submitted_at: '2026-11-20T09:00:00.000Z',
  revision,
  first_version: false,
});

const item = (n: number, revision = 1): ModerationItem => ({
  ...entry(n, revision),
  draft: { name: `Entry ${n}` },
  approved: { name: 'Before' },
  changes: [{ path: 'name', before: 'Before', after: `Entry ${n}` }],
  names: { countries: {}, purposes: {}, categories: {}, time_units: {} },
});

const queuePage = (entries: ModerationQueueItem[], next: string | null) => ({
  status: 200,
  body: { data: { items: entries, next_cursor: next } },
});
const refusal = (status: number, body: Record<string, unknown> = {}) => ({
  status,
  body: { message: 'Refused', code: status, ...body },
});

const api = useFakeApi();

/** A store with the queue loaded (entries 1 and 2, a next page) and entry 1 open. */
async function opened() {
  api.answerOnce(moderationQueueRoute, queuePage([entry(1), entry(2)], 'p2'));
  api.answerOnce(moderationItemRoute, { status: 200, body: { data: item(1) } });
  const onSessionExpired = vi.fn();
  const moderation = createModeration({ onSessionExpired });
  await moderation.start();
  await moderation.open(entry(1));
  return { moderation, onSessionExpired };
}

const queued = (moderation: ReturnType<typeof createModeration>) => {
  const state = moderation.queue.$state.get();
  return state.status === 'ready' ? state.data.items.map((shown) => shown.name) : state.status;
};

describe('the moderation store: the queue', () => {
  it('loads the first page, then the next by its cursor, each entry once; the focus goes to the first new one', async () => {
    api.answerOnce(moderationQueueRoute, queuePage([entry(1), entry(2)], 'p2'));
    const moderation = createModeration({ onSessionExpired: vi.fn() });
    await moderation.start();
    expect(queued(moderation)).toEqual(['Entry 1', 'Entry 2']);

    api.answerOnce(moderationQueueRoute, queuePage([entry(2), entry(3)], null));
    await moderation.loadMore();
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/admin/moderation', '/v1/admin/moderation?cursor=p2']);
    expect(queued(moderation)).toEqual(['Entry 1', 'Entry 2', 'Entry 3']);
    expect(moderation.takeFocus()).toEqual({ button: entry(3) });
    expect(moderation.takeFocus()).toBeUndefined();
    await moderation.loadMore();
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the entries when the next page fails, with the problem to show', async () => {
    api.answerOnce(moderationQueueRoute, queuePage([entry(1)], 'p2'));
    const moderation = createModeration({ onSessionExpired: vi.fn() });
    await moderation.start();
    api.answerOnce(moderationQueueRoute, refusal(500));
    await moderation.loadMore();
    expect(moderation.more.$state.get()).toEqual({
      phase: 'failed',
      problems: { general: { key: 'errors.code.internal_error' }, fields: {} },
    });
    expect(queued(moderation)).toEqual(['Entry 1']);
  });

  it('fails the first page with the error and loads it again on retry', async () => {
    api.answerOnce(moderationQueueRoute, refusal(503));
    const moderation = createModeration({ onSessionExpired: vi.fn() });
    await moderation.start();
    expect(moderation.queue.$state.get().status).toBe('failed');
    api.answerOnce(moderationQueueRoute, queuePage([], null));
    await moderation.retry();
    expect(queued(moderation)).toEqual([]);
  });

  it('sends an expired session to sign-in', async () => {
    api.answer(moderationQueueRoute, refusal(401, { error_code: 'unauthenticated' }));
    const onSessionExpired = vi.fn();
    const moderation = createModeration({ onSessionExpired });
    await moderation.start();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('the moderation store: deciding', () => {
  it('opens an entry with its changes and the newest revision, and goes back with the focus on its button', async () => {
    api.answerOnce(moderationQueueRoute, queuePage([entry(1)], null));
    api.answerOnce(moderationItemRoute, { status: 200, body: { data: item(1, 4) } });
    const moderation = createModeration({ onSessionExpired: vi.fn() });
    await moderation.start();
    await moderation.open(entry(1));
    expect(api.calls.at(-1)?.url).toBe(`/v1/admin/moderation/company/${uuid(1)}`);
    expect(moderation.item.$state.get()).toEqual({ status: 'ready', data: item(1, 4) });
    // A newer revision was sent meanwhile: the queue and the heading show it.
    expect(moderation.$open.get()?.revision).toBe(4);
    const state = moderation.queue.$state.get();
    expect(state.status === 'ready' && state.data.items[0]?.revision).toBe(4);

    moderation.back();
    expect(moderation.$open.get()).toBeNull();
    expect(moderation.takeFocus()).toEqual({ button: entry(1, 4) });
  });

  it('approves the revision shown: the entry leaves the queue with a notice that takes the focus', async () => {
    const { moderation } = await opened();
    api.answer(approveModeration, { status: 204 });
    const approving = moderation.approve();
    expect(moderation.$pending.get()).toBe('approved');
    expect(moderation.decision.$state.get().phase).toBe('loading');
    await approving;
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/admin/moderation/company/${uuid(1)}/approve`,
      body: { revision: 1 },
    });
    expect(moderation.$open.get()).toBeNull();
    expect(moderation.$notice.get()).toEqual({ outcome: 'approved', name: 'Entry 1' });
    expect(queued(moderation)).toEqual(['Entry 2']);
    expect(moderation.takeFocus()).toEqual({ notice: true });
    expect(moderation.$pending.get()).toBeNull();
  });

  it('refuses to reject without a comment, without calling the API; rejects with the trimmed comment', async () => {
    const { moderation } = await opened();
    const calls = api.calls.length;
    moderation.setComment('   ');
    await moderation.reject();
    expect(moderation.decision.$state.get()).toEqual({
      phase: 'failed',
      problems: { fields: { moderator_comment: { key: 'errors.field.required' } } },
    });
    expect(api.calls).toHaveLength(calls);

    api.answer(rejectModeration, { status: 204 });
    moderation.setComment('  Add the prices.  ');
    await moderation.reject();
    expect(api.calls.at(-1)).toMatchObject({
      url: `/v1/admin/moderation/company/${uuid(1)}/reject`,
      body: { revision: 1, moderator_comment: 'Add the prices.' },
    });
    expect(moderation.$notice.get()).toEqual({ outcome: 'rejected', name: 'Entry 1' });
  });

  it("shows the API's 422 under the comment and stays on the item", async () => {
    const { moderation } = await opened();
    api.answer(
      rejectModeration,
      refusal(422, { error_code: 'validation_failed', errors: { moderator_comment: ['The comment is required.'] } }),
    );
    moderation.setComment('x');
    await moderation.reject();
    expect(moderation.decision.$state.get()).toEqual({
      phase: 'failed',
      problems: {
        general: { key: 'errors.code.validation_failed' },
        fields: { moderator_comment: { text: 'The comment is required.' } },
      },
    });
    expect(moderation.$open.get()?.uuid).toBe(uuid(1));
    expect(moderation.$pending.get()).toBeNull();
  });

  it('loads the newer revision after a 409, says so, and keeps the comment; the next decision names it', async () => {
    const { moderation } = await opened();
    api.answerOnce(rejectModeration, refusal(409, { error_code: 'conflict' }));
    api.answerOnce(moderationItemRoute, { status: 200, body: { data: item(1, 2) } });
    moderation.setComment('Fix the name');
    await moderation.reject();
    expect(moderation.$stale.get()).toBe(true);
    expect(moderation.$comment.get()).toBe('Fix the name');
    expect(moderation.item.$state.get()).toEqual({ status: 'ready', data: item(1, 2) });
    expect(moderation.decision.$state.get().phase).toBe('idle');
    expect(moderation.$open.get()?.revision).toBe(2);

    api.answer(rejectModeration, { status: 204 });
    await moderation.reject();
    expect(api.calls.at(-1)?.body).toEqual({ revision: 2, moderator_comment: 'Fix the name' });
  });

  it('lets an entry that no longer waits leave the queue, when opened or decided', async () => {
    const { moderation } = await opened();
    api.answer(approveModeration, refusal(404));
    await moderation.approve();
    expect(moderation.$notice.get()).toEqual({ outcome: 'gone', name: 'Entry 1' });
    expect(queued(moderation)).toEqual(['Entry 2']);

    api.answer(moderationItemRoute, refusal(409));
    await moderation.open(entry(2));
    expect(moderation.$open.get()).toBeNull();
    expect(moderation.$notice.get()).toEqual({ outcome: 'gone', name: 'Entry 2' });
    expect(queued(moderation)).toEqual([]);
  });

  it('sends once while a decision runs', async () => {
    const { moderation } = await opened();
    let answer: (value: { status: number }) => void = () => undefined;
    api.answer(approveModeration, () => new Promise((resolve) => (answer = resolve)));
    const first = moderation.approve();
    await vi.waitFor(() => expect(moderation.decision.$state.get().phase).toBe('loading'));
    await moderation.approve();
    await moderation.reject();
    answer({ status: 204 });
    await first;
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('fails the decision on a server error, stays on the item, and sends an expired session to sign-in', async () => {
    const { moderation, onSessionExpired } = await opened();
    api.answerOnce(approveModeration, refusal(500));
    await moderation.approve();
    expect(moderation.decision.$state.get().problems.general).toEqual({ key: 'errors.code.internal_error' });
    expect(moderation.$open.get()?.uuid).toBe(uuid(1));

    api.answerOnce(approveModeration, refusal(401));
    await moderation.approve();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('fails to open with the problem and loads the item again on retry', async () => {
    const { moderation } = await opened();
    moderation.back();
    api.answerOnce(moderationItemRoute, refusal(500));
    await moderation.open(entry(2));
    expect(moderation.item.$state.get().status).toBe('failed');
    api.answerOnce(moderationItemRoute, { status: 200, body: { data: item(2) } });
    await moderation.retryItem();
    expect(moderation.item.$state.get()).toEqual({ status: 'ready', data: item(2) });
  });
});
