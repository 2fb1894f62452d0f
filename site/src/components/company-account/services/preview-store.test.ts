import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previewService } from '@migralink/shared/api/service-account';
import { useFakeApi, type FakeCall } from '@/api/fake-api';
import { signIn, signOut } from '@/stores/auth';
import { heldAnswer, refusal, testSession } from '@/api/testing';
import { createServicePreview } from './preview-store';
import { SERVICE, servicePage } from './test-service';
import type { Locale } from '@migralink/shared/locales';

const ok = (data: unknown) => ({ status: 200, body: { data } });
const languageOf = (call: FakeCall) => new URL(call.url, 'http://x').searchParams.get('locale') as Locale;
const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);

const api = useFakeApi();
beforeEach(() => {
  signIn(testSession('owner-token', { role: 'company' }));
});

function previewFor() {
  const deps = { replace: vi.fn(), toSignIn: vi.fn() };
  return { preview: createServicePreview({ locale: 'en', ...deps }), ...deps };
}

const answerPages = () => api.answer(previewService, (call) => ok(servicePage(languageOf(call))));

describe('the service preview store', () => {
  it('shows the service of the address in the language the address names', async () => {
    answerPages();
    const { preview } = previewFor();
    await preview.start(`?uuid=${SERVICE}&locale=ru`);
    expect(requests()).toEqual([`GET /v1/account/service/preview/${SERVICE}?locale=ru`]);
    expect(preview.$shown.get()).toEqual({ uuid: SERVICE, language: 'ru' });
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: servicePage('ru') });
  });

  it('shows nothing to preview, calling nothing, for an address without a service', async () => {
    const { preview } = previewFor();
    await preview.start('?locale=ru');
    expect(api.calls).toEqual([]);
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: null });
  });

  it.each([404, 422])('shows nothing to preview when the API answers %i', async (status) => {
    api.answer(previewService, refusal(status, status === 404 ? 'not_found' : 'validation_failed'));
    const { preview } = previewFor();
    await preview.start(`?uuid=${SERVICE}`);
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: null });
  });

  it('shows another failure, and loads again on retry', async () => {
    answerPages();
    api.answerOnce(previewService, refusal(500, 'internal_error'));
    const { preview } = previewFor();
    await preview.start(`?uuid=${SERVICE}`);
    expect(preview.loader.$state.get()).toMatchObject({ status: 'failed', error: { status: 500 } });
    await preview.retry();
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: servicePage('en') });
  });

  it('sends a visitor without a session, or with an expired one, to sign in', async () => {
    signOut();
    const first = previewFor();
    await first.preview.start(`?uuid=${SERVICE}`);
    expect(first.toSignIn).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);

    signIn(testSession());
    api.answer(previewService, refusal(401, 'unauthenticated'));
    const second = previewFor();
    await second.preview.start(`?uuid=${SERVICE}`);
    expect(second.toSignIn).toHaveBeenCalledOnce();
    expect(second.preview.loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('loads another language and keeps it in the address; an answer for the language left is dropped', async () => {
    answerPages();
    const { preview, replace } = previewFor();
    await preview.start(`?uuid=${SERVICE}`);
    const slow = heldAnswer();
    api.answerOnce(previewService, slow.answer);
    const toRu = preview.choose('ru');
    await preview.choose('uk');
    slow.give(ok(servicePage('ru')));
    await toRu;
    expect(replace.mock.calls).toEqual([
      [`/en/admin/services/preview/?uuid=${SERVICE}&locale=ru`],
      [`/en/admin/services/preview/?uuid=${SERVICE}&locale=uk`],
    ]);
    expect(preview.$shown.get().language).toBe('uk');
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: servicePage('uk') });
  });
});
