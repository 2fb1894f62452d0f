import { describe, expect, it } from 'vitest';
import { confirmMailing, unsubscribe } from '@migralink/shared/api/mailing';
import { useFakeApi } from '@/api/fake-api';
import { createLinkAction } from './link-action-store';

const api = useFakeApi();
const BAD_LINK = { message: 'Срок действия ссылки истёк.', code: 404, error_code: 'invalid_code' };

describe("a mailing link's page", () => {
  it('changes nothing when it opens: only the button sends the POST', async () => {
    api.answer(confirmMailing, {
      status: 200,
      body: { data: { outcome: 'confirmed', locale: 'ru', topics: ['movers'] } },
    });
    const action = createLinkAction('confirm');
    action.start('a.b.c');
    expect(api.calls).toEqual([]);
    expect(action.$outcome.get()).toEqual({ status: 'waiting' });
    await action.press();
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/v1/mailing/confirm', body: { token: 'a.b.c' } }),
    ]);
    expect(action.$outcome.get()).toEqual({
      status: 'confirm',
      answer: { outcome: 'confirmed', locale: 'ru', topics: ['movers'] },
    });
  });

  it('unsubscribes with the token in the query, as the one-click header does', async () => {
    api.answer(unsubscribe, {
      status: 200,
      body: { data: { outcome: 'already_unsubscribed', locale: 'uk', topic: 'companies' } },
    });
    const action = createLinkAction('unsubscribe');
    action.start('s.uk.companies.mac');
    await action.press();
    expect(api.calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/v1/unsubscribe?token=s.uk.companies.mac'],
    ]);
    expect(action.$outcome.get()).toMatchObject({ status: 'unsubscribe', answer: { outcome: 'already_unsubscribed' } });
  });

  it("tells a link that does not work in the API's words, and a link without its token without a call", async () => {
    api.answer(confirmMailing, { status: 404, body: BAD_LINK });
    const stale = createLinkAction('confirm');
    stale.start('old');
    await stale.press();
    expect(stale.$outcome.get()).toEqual({ status: 'invalid', message: BAD_LINK.message });
    const cut = createLinkAction('unsubscribe');
    cut.start(null);
    expect(cut.$outcome.get()).toEqual({ status: 'missing' });
    expect(api.calls).toHaveLength(1);
  });

  it('keeps the button for another press after any other failure', async () => {
    api.answer(unsubscribe, { status: 503, body: { message: 'Later', code: 503, error_code: 'service_unavailable' } });
    const action = createLinkAction('unsubscribe');
    action.start('t');
    await action.press();
    expect(action.$outcome.get()).toEqual({ status: 'waiting' });
    expect(action.request.$state.get().phase).toBe('failed');
  });
});
