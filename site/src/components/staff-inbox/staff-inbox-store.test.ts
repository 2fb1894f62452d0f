import { describe, expect, it, vi } from 'vitest';
import {
  answerSiteMessage,
  getSiteMessage,
  listSiteMessages,
  setSiteMessageStatus,
} from '@migralink/shared/api/site-messages';
import type { SiteMessage, SiteMessageSummary } from '@migralink/shared/schemas/site-messages';
import { useFakeApi } from '@/api/fake-api';
import { refusal } from '@/api/testing';
import { createStaffInbox } from './staff-inbox-store';

const api = useFakeApi();

const ID = '3f0c6b1e-8d2a-4c5f-9e7b-1a2b3c4d5e6f';
const OTHER = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const AT = '2026-11-25T10:00:00.000Z';

const summaryOf = (id: string): SiteMessageSummary => ({
  id,
  kind: 'contact',
  status: 'new',
  name: 'Мирослава',
  email: 'myroslava@example.com',
  subject: null,
  excerpt: 'Как переехать с котом?',
  created_at: AT,
  status_at: AT,
});
const messageOf = (changes: Partial<SiteMessage> = {}): SiteMessage => ({
  ...summaryOf(ID),
  message: 'Как переехать с котом?',
  page: null,
  locale: 'ru',
  email_confirmed: false,
  user_id: null,
  company_id: null,
  company_name: null,
  answers: [],
  ...changes,
});
const page = (items: SiteMessageSummary[], next: string | null) => ({
  status: 200,
  body: { data: { items, next_cursor: next } },
});

async function opened() {
  api.answer(listSiteMessages, page([summaryOf(ID)], null));
  api.answer(getSiteMessage, { status: 200, body: { data: messageOf() } });
  const inbox = createStaffInbox({ onSessionExpired: vi.fn() });
  await inbox.start(ID);
  return inbox;
}

describe("the staff inbox's store", () => {
  it('loads the new messages, the next page by cursor, and another status and kind from the first page', async () => {
    api.answerOnce(listSiteMessages, page([summaryOf(ID)], 'c2'));
    const inbox = createStaffInbox({ onSessionExpired: vi.fn() });
    await inbox.start(null);
    api.answerOnce(listSiteMessages, page([summaryOf(OTHER)], null));
    await inbox.loadMore();
    const state = inbox.list.$state.get();
    expect(state.status === 'ready' && state.data.items.map((item) => item.id)).toEqual([ID, OTHER]);
    api.answerOnce(listSiteMessages, page([], null));
    await inbox.filter({ status: 'closed', kind: 'feedback' });
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/admin/messages?status=new',
      '/v1/admin/messages?status=new&cursor=c2',
      '/v1/admin/messages?status=closed&kind=feedback',
    ]);
  });

  it('opens the message the address names, and mails an answer: the thread follows, the form empties', async () => {
    const inbox = await opened();
    const answered = messageOf({
      status: 'answered',
      answers: [{ id: OTHER, message: 'Позвоним завтра.', author_name: 'Iryna Bondar', created_at: AT }],
    });
    api.answer(answerSiteMessage, { status: 201, body: { data: answered } });
    inbox.answer.set('message', '  Позвоним завтра.  ');
    expect(await inbox.sendAnswer()).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: `/v1/admin/messages/${ID}/answers` });
    expect(api.calls.at(-1)?.body).toEqual({ message: 'Позвоним завтра.' });
    expect(inbox.item.$state.get()).toEqual({ status: 'ready', data: answered });
    expect(inbox.answer.$values.get().message).toBe('');
    expect(inbox.$notice.get()).toEqual({ kind: 'answered', email: 'myroslava@example.com' });
  });

  it('sends no empty answer, and shows the API’s refusal at the field', async () => {
    const inbox = await opened();
    expect(await inbox.sendAnswer()).toBe(false);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    api.answer(
      answerSiteMessage,
      refusal(422, 'validation_failed', { message: ['В этом сообщении уже максимум ответов.'] }),
    );
    inbox.answer.set('message', 'Ещё один ответ');
    expect(await inbox.sendAnswer()).toBe(false);
    expect(inbox.answer.request.$state.get().problems.fields.message).toEqual({
      text: 'В этом сообщении уже максимум ответов.',
    });
  });

  it('closes the message, and going back loads the list again', async () => {
    const inbox = await opened();
    api.answer(setSiteMessageStatus, { status: 200, body: { data: messageOf({ status: 'closed' }) } });
    await inbox.setStatus('closed');
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'closed' } });
    expect(inbox.item.$state.get()).toMatchObject({ status: 'ready', data: { status: 'closed' } });
    const lists = api.calls.filter((call) => call.url.startsWith('/v1/admin/messages?')).length;
    await inbox.back();
    expect(inbox.$open.get()).toBeNull();
    expect(api.calls.filter((call) => call.url.startsWith('/v1/admin/messages?'))).toHaveLength(lists + 1);
  });
});
