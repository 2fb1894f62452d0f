import { describe, expect, it, vi } from 'vitest';
import { getServicePage } from '@migralink/shared/api/catalogue';
import { callApi } from '@/api/client';
import { useFakeApi } from '@/api/fake-api';
import { createLivePage } from './live-page-store';

const ID = '0b9f3a52-8f6e-4c7a-9d51-3f2b7c1e4a60';

/** The page's load: through the real API client, so the fake answers reach it as the browser's would. */
const fetchPage = async (id: string) => (await callApi(getServicePage, { params: { id } })).data;

const api = useFakeApi();

function createPage() {
  const keepQuery = vi.fn();
  return { page: createLivePage({ fetchPage, keepQuery }), keepQuery };
}

describe('a live page store', () => {
  it('loads the page of the address id; the language links keep it', async () => {
    api.answer(getServicePage, { status: 200, body: { data: { name: 'Visa help' } } });
    const { page, keepQuery } = createPage();
    expect(page.$state.get()).toEqual({ status: 'loading' });
    await page.open(`?id=${ID.toUpperCase()}`);
    expect(api.calls.map((call) => call.url)).toEqual([`/v1/service/${ID}`]);
    expect(keepQuery).toHaveBeenCalledWith(`id=${ID}`);
    expect(page.$state.get()).toEqual({ status: 'done', page: { name: 'Visa help' } });
  });

  it('is not found without a call when the address names no id', async () => {
    const { page, keepQuery } = createPage();
    await page.open('?id=not-a-uuid');
    expect(page.$state.get()).toEqual({ status: 'not_found' });
    expect(api.calls).toEqual([]);
    expect(keepQuery).not.toHaveBeenCalled();
  });

  it.each([404, 422])('is not found when the API answers %i', async (status) => {
    api.answer(getServicePage, { status, body: { message: 'No', code: status } });
    const { page } = createPage();
    await page.open(`?id=${ID}`);
    expect(page.$state.get()).toEqual({ status: 'not_found' });
  });

  it('fails, telling no answer from an error answer, and loads again on retry', async () => {
    api.answerOnce(getServicePage, { status: 500, body: { message: 'Down', code: 500 } });
    const { page } = createPage();
    await page.open(`?id=${ID}`);
    expect(page.$state.get()).toEqual({ status: 'failed', network: false });

    api.answerOnce(getServicePage, () => Promise.reject(new TypeError('offline')));
    await page.retry();
    expect(page.$state.get()).toEqual({ status: 'failed', network: true });

    api.answer(getServicePage, { status: 200, body: { data: { name: 'Visa help' } } });
    await page.retry();
    expect(page.$state.get()).toEqual({ status: 'done', page: { name: 'Visa help' } });
  });

  it('keeps the page shown while it loads again (another currency), and drops an answer after dispose', async () => {
    api.answerOnce(getServicePage, { status: 200, body: { data: { name: 'In euros' } } });
    const { page } = createPage();
    await page.open(`?id=${ID}`);
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.answerOnce(getServicePage, () => new Promise((resolve) => (answer = resolve)));
    const again = page.open(`?id=${ID}`);
    expect(page.$state.get()).toEqual({ status: 'done', page: { name: 'In euros' } });
    page.dispose();
    answer({ status: 200, body: { data: { name: 'In dollars' } } });
    await again;
    expect(page.$state.get()).toEqual({ status: 'done', page: { name: 'In euros' } });
  });

  it('treats a refusal other than 404 and 422 as a failure', async () => {
    const { page } = createPage();
    api.answer(getServicePage, { status: 403, body: { message: 'No', code: 403 } });
    await page.open(`?id=${ID}`);
    expect(page.$state.get()).toEqual({ status: 'failed', network: false });
  });
});
