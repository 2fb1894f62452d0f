import { describe, expect, it } from 'vitest';
import { getLeadThread } from '@migralink/shared/api/leads';
import type { LeadThread } from '@migralink/shared/schemas/leads';
import { useFakeApi } from '@/api/fake-api';
import { createLeadThread } from './lead-thread-store';

const THREAD: LeadThread = {
  uuid: '00000000-0000-4000-8000-000000000001',
  company_uuid: '00000000-0000-4000-8000-000000000002',
  company_name: 'Гарбор Релокейшн',
  service_name: null,
  topic: null,
  message: 'Скільки триває оформлення?',
  replies: [{ uuid: 'r1', message: 'Два місяці.', created_at: '2026-11-21T10:00:00.000Z' }],
  created_at: '2026-11-20T10:00:00.000Z',
  link_expires_at: '2026-12-20T10:00:00.000Z',
};

const api = useFakeApi();

describe('the mailed link of a lead', () => {
  it('reads the thread with the token of the address', async () => {
    api.answer(getLeadThread, { status: 200, body: { data: THREAD } });
    const store = createLeadThread();
    await store.open('a.b.c');
    expect(store.$state.get()).toEqual({ status: 'ready', data: { status: 'found', thread: THREAD } });
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/lead/thread?token=a.b.c']);
  });

  it('says a link does not work for a 404 and for no token at all, without a call for the latter', async () => {
    const store = createLeadThread();
    await store.open(null);
    expect(store.$state.get()).toEqual({ status: 'ready', data: { status: 'invalid' } });
    expect(api.calls).toEqual([]);
    api.answer(getLeadThread, { status: 404, body: { message: 'Not found', code: 404, error_code: 'not_found' } });
    await store.open('forged');
    expect(store.$state.get()).toEqual({ status: 'ready', data: { status: 'invalid' } });
  });

  it('fails (to be retried) for any other failure', async () => {
    api.answer(getLeadThread, { status: 500, body: { message: 'Server error', code: 500, error_code: 'internal' } });
    const store = createLeadThread();
    await store.open('a.b.c');
    expect(store.$state.get().status).toBe('failed');
  });
});
