import { describe, expect, it } from 'vitest';
import { getAccountMailing, subscribeAccount } from '@migralink/shared/api/mailing';
import { useFakeApi } from '@/api/fake-api';
import { createMailingSwitches } from './mailing-switches-store';

const api = useFakeApi();

describe("the profile's newsletters", () => {
  it("shows the page language's topics and saves the chosen ones at once", async () => {
    api.answer(getAccountMailing, {
      status: 200,
      body: {
        data: {
          email_confirmed: true,
          lists: [
            { locale: 'ru', topic: 'movers' },
            { locale: 'en', topic: 'companies' },
          ],
        },
      },
    });
    const switches = createMailingSwitches('ru', { onSessionExpired: () => undefined });
    await switches.load();
    expect(switches.$topics.get()).toEqual(['movers']);
    switches.toggle('movers', false);
    switches.toggle('companies', true);
    api.answer(subscribeAccount, ({ body }) => ({
      status: 200,
      body: { data: { email_confirmed: true, lists: [{ locale: 'ru', topic: 'companies' }] }, sent: body },
    }));
    await switches.submit();
    expect(api.calls.at(-1)?.body).toEqual({ locale: 'ru', topics: ['companies'] });
    expect(switches.$topics.get()).toEqual(['companies']);
    expect(switches.save.$state.get().phase).toBe('done');
  });

  it("shows the API's reason when an unconfirmed address may not subscribe", async () => {
    api.answer(getAccountMailing, { status: 200, body: { data: { email_confirmed: false, lists: [] } } });
    const switches = createMailingSwitches('en', { onSessionExpired: () => undefined });
    await switches.load();
    switches.toggle('movers', true);
    api.answer(subscribeAccount, {
      status: 403,
      body: { message: 'Confirm your e-mail address first.', code: 403, error_code: 'forbidden' },
    });
    await switches.submit();
    expect(switches.save.$state.get().problems.general).toMatchObject({ text: 'Confirm your e-mail address first.' });
  });
});
