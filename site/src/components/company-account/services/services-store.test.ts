import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import { useFakeApi } from '@/api/fake-api';
import { signIn, signOut } from '@/stores/auth';
import { $errorModal, closeErrorModal } from '@/stores/error-modal';
import { heldAnswer, offline, refusal, testSession } from '@/api/testing';
import { createServicesList } from './services-store';
import { OTHER_SERVICE, SERVICE } from './test-service';

const ok = (data: unknown) => ({ status: 200, body: { data } });
/** The list as GET /v1/account/services answers it: the rows and the company's plan. */
const listed = (data: readonly ServiceListItem[], plan: SubscriptionPackage | null = 'basic') => ({
  status: 200,
  body: { data, plan },
});
const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);

const item: ServiceListItem = {
  uuid: SERVICE,
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
const other: ServiceListItem = { ...item, uuid: OTHER_SERVICE, name: 'Blue card' };

const api = useFakeApi();
beforeEach(() => {
  signIn(testSession('owner-token', { role: 'company' }));
});

function listFor() {
  const deps = { replace: vi.fn(), toSignIn: vi.fn() };
  return { list: createServicesList({ locale: 'uk', ...deps }), ...deps };
}

async function loaded(items: readonly ServiceListItem[], plan: SubscriptionPackage = 'basic') {
  api.answer(routes.listAccountServices, listed(items, plan));
  const made = listFor();
  await made.list.load();
  return made;
}

describe('the services list store: loading', () => {
  it('shows the company’s services', async () => {
    const { list, replace } = await loaded([item, other]);
    expect(requests()).toEqual(['GET /v1/account/services']);
    expect(list.loader.$state.get()).toEqual({ status: 'ready', data: [item, other] });
    expect(list.$redirecting.get()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('opens the wizard in place of an empty list (docs/product.md, "Redirects")', async () => {
    const { list, replace } = await loaded([]);
    expect(list.$redirecting.get()).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/uk/admin/services/create-service/');
  });

  it('sends a visitor without a session to sign in, calling nothing', async () => {
    signOut();
    const { list, toSignIn } = listFor();
    await list.load();
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });

  it('shows a failed load, and loads again on retry', async () => {
    api.answer(routes.listAccountServices, listed([item]));
    api.answerOnce(routes.listAccountServices, offline);
    const { list } = listFor();
    await list.load();
    expect(list.loader.$state.get()).toMatchObject({ status: 'failed', error: expect.any(TypeError) });
    await list.retry();
    expect(list.loader.$state.get()).toEqual({ status: 'ready', data: [item] });
  });

  it('sends an expired session to sign in instead of failing', async () => {
    api.answer(routes.listAccountServices, refusal(401, 'unauthenticated'));
    const { list, toSignIn } = listFor();
    await list.load();
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(list.loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('drops a list overtaken by a later load, and its redirect with it', async () => {
    const slow = heldAnswer();
    api.answer(routes.listAccountServices, listed([item]));
    api.answerOnce(routes.listAccountServices, slow.answer);
    const { list, replace } = listFor();
    const first = list.load();
    await list.retry();
    slow.give(listed([]));
    await first;
    expect(list.loader.$state.get()).toEqual({ status: 'ready', data: [item] });
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('the services list store: a row’s actions', () => {
  it('sends a draft to moderation and shows the row waiting', async () => {
    const { list } = await loaded([{ ...item, status: 'rejected', moderator_comment: 'Add a price' }, other]);
    api.answer(routes.moderateService, { status: 204 });
    await list.submit(SERVICE);
    expect(requests().at(-1)).toBe(`POST /v1/account/service/moderate/${SERVICE}`);
    expect(list.loader.$state.get()).toMatchObject({
      data: [{ status: 'on_moderation', moderator_comment: null }, { status: 'approved' }],
    });
  });

  it('publishes and unpublishes the row the answer is for', async () => {
    const { list } = await loaded([item, other]);
    api.answer(routes.publishService, ok({ published: true, status: 'approved' }));
    await list.publish(OTHER_SERVICE);
    expect(requests().at(-1)).toBe(`POST /v1/account/service/${OTHER_SERVICE}/publish`);
    expect(list.loader.$state.get()).toMatchObject({ data: [{ published: false }, { published: true }] });
    api.answer(routes.unpublishService, ok({ published: false, status: 'approved' }));
    await list.unpublish(OTHER_SERVICE);
    expect(list.loader.$state.get()).toMatchObject({ data: [{ published: false }, { published: false }] });
  });

  it('throws a refused action (a plan limit) to the bar and leaves the row as it was', async () => {
    const { list } = await loaded([item]);
    api.answer(routes.publishService, {
      status: 403,
      body: { message: 'Limit', code: 403, error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    await expect(list.publish(SERVICE)).rejects.toMatchObject({
      status: 403,
      body: { subscription_packages: ['pro', 'premium'] },
    });
    expect(list.loader.$state.get()).toEqual({ status: 'ready', data: [item] });
  });
});

describe('the services list store: the plan’s published services', () => {
  const published = (uuid: string): ServiceListItem => ({ ...item, uuid, published: true });

  it('counts the published services against the plan, and closes publishing once the plan is full', async () => {
    const { list } = await loaded([item, published(OTHER_SERVICE)], 'basic');
    expect(list.$publishing.get()).toEqual({
      plan: 'basic',
      published: 1,
      limit: 1,
      open: false,
      plans: ['pro', 'premium'],
    });
  });

  it('answers a publish pressed past the plan with the error modal, leading to the plans and back to that service', async () => {
    const { list } = await loaded([item, published(OTHER_SERVICE)], 'basic');
    const before = api.calls.length;
    list.offerPlans(SERVICE);
    expect($errorModal.get()).toMatchObject({
      visible: true,
      text: 'admin.plan_limit.text',
      plans: ['pro', 'premium'],
      subscriptionButton: true,
      returnTo: `/uk/admin/services/create-service/?uuid=${SERVICE}&step=5`,
    });
    // The answer is known: nothing is sent.
    expect(api.calls.length).toBe(before);
    closeErrorModal();
  });

  it('opens publishing again when a service is unpublished', async () => {
    const { list } = await loaded([item, published(OTHER_SERVICE)], 'basic');
    api.answer(routes.unpublishService, ok({ published: false, status: 'approved' }));
    await list.unpublish(OTHER_SERVICE);
    expect(list.$publishing.get()).toMatchObject({ published: 0, limit: 1, open: true });
  });

  it('leaves publishing open below the limit, and on a plan without one', async () => {
    expect((await loaded([item], 'basic')).list.$publishing.get()).toMatchObject({ published: 0, open: true });
    const premium = await loaded([published(SERVICE), published(OTHER_SERVICE)], 'premium');
    expect(premium.list.$publishing.get()).toMatchObject({ published: 2, limit: Infinity, open: true });
  });
});
