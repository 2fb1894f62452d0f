import { describe, expect, it } from 'vitest';
import { listNewsletters } from '@migralink/shared/api/newsletters';
import { useFakeApi } from '@/api/fake-api';
import { createNewsletters } from './newsletters-store';
import { newsletterOf } from './test-newsletter';

const api = useFakeApi();

const summary = (id: string) => {
  const { body: _body, updated_at: _updated, finished_at: _finished, paused: _paused, ...rest } = newsletterOf({ id });
  return rest;
};

describe("staff's newsletters", () => {
  it('loads the newest first and adds the next page by its cursor, each once', async () => {
    const first = summary('11111111-1111-4111-8111-111111111111');
    const second = summary('22222222-2222-4222-8222-222222222222');
    api.answerOnce(listNewsletters, { status: 200, body: { data: { items: [first], next_cursor: 'c1' } } });
    const store = createNewsletters({ onSessionExpired: () => undefined });
    await store.start();
    api.answerOnce(listNewsletters, { status: 200, body: { data: { items: [first, second], next_cursor: null } } });
    await store.loadMore();
    const state = store.list.$state.get();
    expect(state.status === 'ready' && state.data.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/admin/newsletters', '/v1/admin/newsletters?cursor=c1']);
  });
});
