import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUnreadCounts, getUserLead, listUserLeads } from '@migralink/shared/api/leads';
import type { Lead } from '@migralink/shared/schemas/leads';
import { useFakeApi } from '@/api/fake-api';
import { testLead, testUuid as uuid } from './testing';
import { signIn, signOut } from '@/stores/auth';
import { $unread } from '@/api/unread';
import { heldAnswer, testSession } from '@/api/testing';
import { createMyLeads } from './my-leads-store';

const reply = (n: number) => ({ uuid: uuid(n), message: `Answer ${n}`, created_at: '2026-11-21T10:00:00.000Z' });

const lead = (n: number, change: Partial<Lead> = {}) => testLead(n, { read: true, attribution: {}, ...change });

const page = (items: Lead[], current = 1, last = 1, total = items.length) => ({
  status: 200,
  body: { data: items, meta: { current_page: current, last_page: last, per_page: 20, total } },
});

const api = useFakeApi();
const replace = vi.fn();
beforeEach(() => {
  replace.mockReset();
  signIn(testSession('token-1', { new_messages: 3 }));
});
afterEach(() => {
  signOut();
});

const make = () => createMyLeads({ locale: 'ru', replace, here: () => '/ru/account/leads/' });
const shown = (store: ReturnType<typeof make>) => {
  const state = store.list.$state.get();
  return state.status === 'ready' ? state.data.items.map((item) => `${item.uuid.at(-1)}:${item.unread_replies}`) : [];
};

describe('the "My requests" store', () => {
  it('sends a visitor without a session to sign in and back, with no call', async () => {
    signOut();
    await make().load();
    expect(replace).toHaveBeenCalledWith(expect.stringContaining('/ru/login/'));
    expect(api.calls).toEqual([]);
  });

  it('loads the first page, then the next one, each lead once', async () => {
    api.answerOnce(listUserLeads, page([lead(1), lead(2)], 1, 2, 3));
    const store = make();
    await store.load();
    api.answerOnce(listUserLeads, page([lead(2), lead(3)], 2, 2, 3));
    await store.loadMore();
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/account/user/leads', '/v1/account/user/leads?page=2']);
    expect(shown(store)).toEqual(['1:0', '2:0', '3:0']);
  });

  it('reads a thread with unread answers when shown, lowers the header count by as many, then asks the API for it', async () => {
    api.answer(listUserLeads, page([lead(1, { replies: [reply(5), reply(6)], unread_replies: 2 })]));
    const store = make();
    await store.load();
    api.answerOnce(getUserLead, { status: 200, body: { data: lead(1, { replies: [reply(5), reply(6)] }) } });
    // The API counts another answer that came meanwhile.
    const unread = heldAnswer();
    api.answerOnce(getUnreadCounts, unread.answer);
    await store.toggle(lead(1, { replies: [reply(5), reply(6)], unread_replies: 2 }));
    expect(store.$open.get().has(uuid(1))).toBe(true);
    expect(shown(store)).toEqual(['1:0']);
    expect($unread.get()?.new_messages).toBe(1);
    unread.give({ status: 200, body: { data: { new_leads: 0, new_messages: 2 } } });
    await vi.waitFor(() => expect($unread.get()?.new_messages).toBe(2));
    // Hiding and showing it again reads nothing more.
    await store.toggle(lead(1, { replies: [reply(5), reply(6)] }));
    await store.toggle(lead(1, { replies: [reply(5), reply(6)] }));
    expect(api.calls.filter((call) => call.url.startsWith('/v1/account/user/lead/'))).toHaveLength(1);
  });
});
