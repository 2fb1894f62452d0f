import { describe, expect, it } from 'vitest';
import { blockUser, getStaffUser, searchUsers } from '@migralink/shared/api/staff';
import type { StaffUser } from '@migralink/shared/schemas/staff';
import { useFakeApi } from '@/api/fake-api';
import { createStaffUsers } from './users-store';

const api = useFakeApi();

const userOf = (uuid: string, email: string): StaffUser => ({
  uuid,
  email,
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'client',
  company_id: null,
  blocked_at: null,
  registered_at: '2026-01-01T00:00:00.000Z',
});

describe("admins' users", () => {
  it('searches by the text typed, trimmed, and adds the next page by its cursor', async () => {
    const first = userOf('11111111-1111-4111-8111-111111111111', 'ada@example.com');
    const second = userOf('22222222-2222-4222-8222-222222222222', 'adam@example.com');
    api.answerOnce(searchUsers, { status: 200, body: { data: { items: [first], next_cursor: 'c1' } } });
    const store = createStaffUsers({ onSessionExpired: () => undefined });
    await store.search(' ada ');
    api.answerOnce(searchUsers, { status: 200, body: { data: { items: [second], next_cursor: null } } });
    await store.loadMore();
    const state = store.list.$state.get();
    expect(state.status === 'ready' && state.data.items.map((user) => user.email)).toEqual([first.email, second.email]);
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/admin/users?email=ada',
      '/v1/admin/users?email=ada&cursor=c1',
    ]);
  });

  it('reads the user again after a block, so the audit trail shows it', async () => {
    const user = userOf('11111111-1111-4111-8111-111111111111', 'ada@example.com');
    const store = createStaffUsers({ onSessionExpired: () => undefined });
    api.answerOnce(getStaffUser, { status: 200, body: { data: { user, audit: [] } } });
    await store.open(user.uuid);
    const blocked = { ...user, blocked_at: '2026-01-02T00:00:00.000Z' };
    api.answerOnce(blockUser, { status: 200, body: { data: blocked } });
    const entry = {
      at: '2026-01-02T00:00:00.000Z',
      action: 'block' as const,
      actor_id: 'a',
      actor_email: 'admin@example.com',
      from: null,
      to: null,
    };
    api.answerOnce(getStaffUser, {
      status: 200,
      body: { data: { user: blocked, audit: [entry] } },
    });
    expect(await store.setBlocked(true)).toBe(true);
    const state = store.item.$state.get();
    expect(state.status === 'ready' && state.data.audit).toEqual([entry]);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain(`PUT /v1/admin/users/${user.uuid}/block`);
  });
});
