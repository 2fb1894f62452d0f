import { describe, expect, it, vi } from 'vitest';
import { answerAppeal, getStaffAppeal, listAppealQueue, setAppealStatus } from '@migralink/shared/api/appeals';
import type { StaffAppeal } from '@migralink/shared/schemas/appeals';
import { useFakeApi } from '@/api/fake-api';
import { APPEAL_ID, appealOf, appealSummary, listPage } from '../testing';
import { createAppealQueue } from './appeal-queue-store';

const api = useFakeApi();

const staffAppeal = (changes: Partial<StaffAppeal['appeal']> = {}): StaffAppeal => ({
  appeal: appealOf(changes),
  account: null,
  company: null,
});

describe("support's appeal queue store", () => {
  it('loads the open appeals, the next page by cursor, and another status from the first page', async () => {
    api.answerOnce(listAppealQueue, listPage([appealSummary()], 'c2'));
    const queue = createAppealQueue({ onSessionExpired: vi.fn() });
    await queue.start(null);
    api.answerOnce(listAppealQueue, listPage([appealSummary({ id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' })], null));
    await queue.loadMore();
    api.answerOnce(listAppealQueue, listPage([], null));
    await queue.show('closed');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/admin/appeals?status=open',
      '/v1/admin/appeals?status=open&cursor=c2',
      '/v1/admin/appeals?status=closed',
    ]);
  });

  it('answers the opened appeal and closes it, reading it again each time', async () => {
    api.answer(listAppealQueue, listPage([appealSummary()], null));
    api.answerOnce(getStaffAppeal, { status: 200, body: { data: staffAppeal() } });
    const queue = createAppealQueue({ onSessionExpired: vi.fn() });
    await queue.start(APPEAL_ID);
    api.answer(answerAppeal, { status: 201, body: { data: appealSummary({ status: 'answered' }) } });
    api.answerOnce(getStaffAppeal, { status: 200, body: { data: staffAppeal({ status: 'answered' }) } });
    queue.answer.form.set('message', ' Отправили счёт ещё раз. ');
    expect(await queue.answer.submit()).toBe(true);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ message: 'Отправили счёт ещё раз.' });
    expect(queue.$notice.get()).toBe('answered');
    expect(queue.item.$state.get()).toMatchObject({ status: 'ready', data: { appeal: { status: 'answered' } } });

    api.answer(setAppealStatus, { status: 200, body: { data: appealSummary({ status: 'closed' }) } });
    api.answerOnce(getStaffAppeal, { status: 200, body: { data: staffAppeal({ status: 'closed' }) } });
    await queue.setStatus('closed');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'closed' });
    expect(queue.item.$state.get()).toMatchObject({ status: 'ready', data: { appeal: { status: 'closed' } } });
    await queue.back();
    expect(queue.$open.get()).toBeNull();
  });
});
