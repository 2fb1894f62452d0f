import { describe, expect, it } from 'vitest';
import type { ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { appendPage, itemKey, removeItem, updateItem, type QueueState } from './queue';

const item = (kind: ModerationQueueItem['kind'], uuid: string, revision = 1): ModerationQueueItem => ({
  kind,
  uuid,
  company_uuid: 'c1',
  company_name: 'Acme',
  name: `${kind} ${uuid}`,
  submitted_at: '2026-11-20T09:00:00.000Z',
  revision,
  first_version: true,
});

const empty: QueueState = { items: [], nextCursor: null };

describe('the moderation queue list', () => {
  it('adds pages in order and remembers where the next one starts', () => {
    const first = appendPage(empty, { items: [item('company', 'a'), item('service', 'b')], next_cursor: 'p2' });
    const second = appendPage(first, { items: [item('service', 'c')], next_cursor: null });
    expect(second.items.map(itemKey)).toEqual(['company/a', 'service/b', 'service/c']);
    expect(second.nextCursor).toBeNull();
  });

  it('shows an entry once when the queue moved between two pages', () => {
    const first = appendPage(empty, { items: [item('company', 'a')], next_cursor: 'p2' });
    const second = appendPage(first, { items: [item('company', 'a'), item('company', 'd')], next_cursor: null });
    expect(second.items.map(itemKey)).toEqual(['company/a', 'company/d']);
  });

  it('tells a company and a service with the same id apart', () => {
    const state = appendPage(empty, { items: [item('company', 'x'), item('service', 'x')], next_cursor: null });
    expect(removeItem(state, { kind: 'service', uuid: 'x' }).items.map(itemKey)).toEqual(['company/x']);
  });

  it('drops a decided entry and keeps the cursor', () => {
    const state = appendPage(empty, { items: [item('company', 'a'), item('company', 'b')], next_cursor: 'p2' });
    expect(removeItem(state, { kind: 'company', uuid: 'a' })).toEqual({
      items: [item('company', 'b')],
      nextCursor: 'p2',
    });
  });

  it('replaces an entry with its newer revision in place', () => {
    const state = appendPage(empty, { items: [item('company', 'a'), item('company', 'b')], next_cursor: null });
    expect(updateItem(state, item('company', 'a', 4)).items.map((entry) => entry.revision)).toEqual([4, 1]);
  });
});
