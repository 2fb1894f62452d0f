import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import type * as ServicesStore from './services-store';

/** The API as the store sees it: each path answers what the test put there. */
const answers = new Map<string, { status: number; body?: unknown }>();
const calls: string[] = [];
const fakeFetch = vi.fn(async (url: string, init?: RequestInit) => {
  calls.push(`${init?.method ?? 'GET'} ${url}`);
  const answer = answers.get(`${init?.method ?? 'GET'} ${url}`) ?? { status: 404, body: { message: 'no', code: 404 } };
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
});

// Imported after `fetch` is stubbed: the API client takes `fetch` when it is created.
let store: typeof ServicesStore;
beforeAll(async () => {
  vi.stubGlobal('fetch', fakeFetch);
  store = await import('./services-store');
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  answers.clear();
  calls.length = 0;
  store.$createFirstService.set(false);
});

const ID = '5f0c1f7e-2b9d-4c43-9c0f-0b7a4c1b2d3e';
const item: ServiceListItem = {
  uuid: ID,
  name: 'Work permit',
  price_from: 100,
  price_to: 200,
  currency: 'EUR',
  country: { id: 'DE', name: 'Germany' },
  filled_locales: ['en'],
  status: 'approved',
  published: false,
  moderator_comment: null,
  has_approved_version: true,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the services list store', () => {
  it('raises the redirect flag when the list loads empty (spec §4)', async () => {
    answers.set('GET /v1/account/services', { status: 200, body: { data: [] } });
    await store.loadServices();
    expect(store.$services.get()).toEqual({ status: 'ready', items: [] });
    expect(store.$createFirstService.get()).toBe(true);
  });

  it('keeps the rows and no flag when there are services', async () => {
    answers.set('GET /v1/account/services', { status: 200, body: { data: [item] } });
    await store.loadServices();
    expect(store.$services.get()).toEqual({ status: 'ready', items: [item] });
    expect(store.$createFirstService.get()).toBe(false);
  });

  it('keeps the failure when the list does not load', async () => {
    answers.set('GET /v1/account/services', { status: 500, body: { message: 'boom', code: 500 } });
    await store.loadServices();
    expect(store.$services.get().status).toBe('failed');
    expect(store.$createFirstService.get()).toBe(false);
  });

  it('updates the row an action answered for', async () => {
    answers.set('GET /v1/account/services', { status: 200, body: { data: [{ ...item, status: 'draft' }] } });
    await store.loadServices();
    answers.set(`POST /v1/account/service/moderate/${ID}`, { status: 204 });
    await store.submitServiceForModeration(ID);
    expect(store.$services.get()).toMatchObject({ items: [{ status: 'on_moderation' }] });

    answers.set(`POST /v1/account/service/${ID}/publish`, {
      status: 200,
      body: { data: { published: true, status: 'approved' } },
    });
    await store.setServicePublished(ID, true);
    expect(store.$services.get()).toMatchObject({ items: [{ status: 'approved', published: true }] });
  });

  it('throws a refused action (a plan limit) and leaves the row as it was', async () => {
    answers.set('GET /v1/account/services', { status: 200, body: { data: [item] } });
    await store.loadServices();
    answers.set(`POST /v1/account/service/${ID}/publish`, {
      status: 403,
      body: { message: 'Limit', code: 403, error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    await expect(store.setServicePublished(ID, true)).rejects.toMatchObject({
      status: 403,
      body: { subscription_packages: ['pro', 'premium'] },
    });
    expect(store.$services.get()).toMatchObject({ items: [{ published: false }] });
  });
});
