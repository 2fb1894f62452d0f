import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceAccount } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { fakeApi, type FakeCall } from '@/api/fake-api';
import { signIn, signOut } from '@/stores/auth';
import { heldAnswer, offline, refusal, testSession } from '@/api/testing';
import type { WizardKey } from './messages';
import { OTHER_SERVICE, SERVICE, searchInit, serviceInit, storedAttributes, storedService } from './test-service';
import { createWizard } from './wizard-store';

/** Our texts as their keys, so a test names which text the wizard chose. */
const t = ((key: string) => key) as Translate<WizardKey>;
const ok = (data: unknown) => ({ status: 200, body: { data } });
const languageOf = (call: FakeCall) => new URL(call.url, 'http://x').searchParams.get('locale') as Locale;
const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);
const LIST = '/en/admin/services/';
const address = (query = '') => `/en/admin/services/create-service/${query}`;

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signIn(testSession('owner-token', { role: 'company' }));
});
afterEach(() => api.restore());

/** The service answers GET in the language asked for (its name says which); `patch` changes the stored service. */
function answerLoads(patch: Partial<ServiceAccount> = {}) {
  // The service's path also matches `/service/init`: init is answered last, so it wins for its own path.
  api.answer(routes.getAccountService, (call) => ok(storedService(languageOf(call), patch)));
  api.answer(routes.serviceInitRoute, ok(serviceInit));
}

function wizardFor({ locale = 'en', confirmed = true }: { locale?: Locale; confirmed?: boolean } = {}) {
  const deps = {
    confirm: vi.fn(() => confirmed),
    history: { push: vi.fn(), replace: vi.fn() },
    go: vi.fn(),
    toSignIn: vi.fn(),
  };
  return { wizard: createWizard({ locale, t, ...deps }), ...deps };
}

/** The wizard opened at a step of the stored service. */
async function opened(step = 1, patch: Partial<ServiceAccount> = {}) {
  answerLoads(patch);
  const made = wizardFor();
  await made.wizard.start(`?uuid=${SERVICE}&step=${step}`);
  made.history.replace.mockClear();
  return made;
}

/** The wizard opened empty, for a new service, with the basics typed in. */
async function typedNew() {
  answerLoads();
  const made = wizardFor();
  await made.wizard.start('');
  const { wizard } = made;
  wizard.change('name', 'Blue card');
  wizard.change('price_from', '900');
  wizard.change('price_to', '1500');
  wizard.change('duration', '3');
  return made;
}

describe('the wizard store: opening', () => {
  it('sends a visitor without a session to sign in, calling nothing', async () => {
    signOut();
    const { wizard, toSignIn, history } = wizardFor();
    await wizard.start(`?uuid=${SERVICE}&step=2`);
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
    expect(history.replace).not.toHaveBeenCalled();
    expect(wizard.$where.get()).toBeNull();
  });

  it('opens a new service on the first step with the default form and only the init lists', async () => {
    answerLoads();
    const { wizard, history } = wizardFor();
    const loading = wizard.start('');
    expect(wizard.loader.$state.get()).toEqual({ status: 'loading' });
    await loading;
    expect(requests()).toEqual(['GET /v1/account/service/init']);
    expect(history.replace).toHaveBeenCalledWith(address());
    expect(wizard.$where.get()).toEqual({ uuid: undefined, step: 1 });
    expect(wizard.$form.get()).toMatchObject({ name: '', time_unit: 2, currency: 'EUR' });
    expect(wizard.$moderation.get()).toBeNull();
    expect(wizard.$filled.get()).toEqual([]);
    expect(wizard.$dirty.get()).toBe(false);
  });

  it('opens a stored service at the step of the address, in the page’s language', async () => {
    answerLoads();
    const { wizard, history } = wizardFor();
    await wizard.start(`?uuid=${SERVICE}&step=3`);
    expect(requests()).toEqual(['GET /v1/account/service/init', `GET /v1/account/service/${SERVICE}?locale=en`]);
    expect(history.replace).toHaveBeenCalledWith(address(`?uuid=${SERVICE}&step=3`));
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 3 });
    expect(wizard.$form.get()).toMatchObject({ name: 'Work permit (en)', price_from: '900', duration: '3' });
    expect(wizard.$moderation.get()).toMatchObject({ status: 'draft', published: false });
    expect(wizard.$filled.get()).toEqual(['en']);
    expect(wizard.loader.$state.get()).toMatchObject({ status: 'ready', data: { init: serviceInit } });
  });

  it('corrects an address it cannot honour in place: a later step without a service is the first', async () => {
    answerLoads();
    const { wizard, history } = wizardFor();
    await wizard.start('?step=4');
    expect(history.replace).toHaveBeenCalledWith(address());
    expect(history.push).not.toHaveBeenCalled();
    expect(wizard.$where.get()).toEqual({ uuid: undefined, step: 1 });
  });

  it('opens in the service’s first complete language when the page’s is not one', async () => {
    answerLoads({ filled_locales: ['en'] });
    const { wizard } = wizardFor({ locale: 'ru' });
    await wizard.start(`?uuid=${SERVICE}&step=1`);
    expect(requests().slice(1)).toEqual([
      `GET /v1/account/service/${SERVICE}?locale=ru`,
      `GET /v1/account/service/${SERVICE}?locale=en`,
    ]);
    expect(wizard.$editLocale.get()).toBe('en');
    expect(wizard.$form.get()?.name).toBe('Work permit (en)');
  });

  it('shows a failed load, and loads everything again on retry', async () => {
    api.answer(routes.getAccountService, refusal(500, 'internal_error'));
    api.answer(routes.serviceInitRoute, ok(serviceInit));
    const { wizard } = wizardFor();
    await wizard.start(`?uuid=${SERVICE}&step=2`);
    expect(wizard.loader.$state.get()).toMatchObject({ status: 'failed', error: { status: 500 } });
    expect(wizard.$form.get()).toBeNull();

    answerLoads();
    await wizard.retry();
    expect(wizard.loader.$state.get().status).toBe('ready');
    expect(wizard.$form.get()?.name).toBe('Work permit (en)');
    expect(requests().filter((call) => call.endsWith('/init'))).toHaveLength(2);
  });

  it('fails with the 404 of a service the company does not have (the screen says so)', async () => {
    api.answer(routes.getAccountService, refusal(404, 'not_found'));
    api.answer(routes.serviceInitRoute, ok(serviceInit));
    const { wizard } = wizardFor();
    await wizard.start(`?uuid=${SERVICE}&step=1`);
    expect(wizard.loader.$state.get()).toMatchObject({ status: 'failed', error: { status: 404 } });
  });

  it('sends an expired session to sign in instead of failing', async () => {
    api.answer(routes.getAccountService, refusal(401, 'unauthenticated'));
    api.answer(routes.serviceInitRoute, ok(serviceInit));
    const { wizard, toSignIn } = wizardFor();
    await wizard.start(`?uuid=${SERVICE}&step=1`);
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(wizard.loader.$state.get()).toEqual({ status: 'loading' });
  });
});

describe('the wizard store: steps', () => {
  it('moves forward and back with an address per step', async () => {
    const { wizard, history } = await opened(2);
    wizard.goTo(4);
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 4 });
    wizard.goTo(3);
    expect(history.push.mock.calls).toEqual([
      [address(`?uuid=${SERVICE}&step=4`)],
      [address(`?uuid=${SERVICE}&step=3`)],
    ]);
  });

  it('offers no later step before the service exists', async () => {
    answerLoads();
    const { wizard, history } = wizardFor();
    await wizard.start('');
    wizard.goTo(3);
    expect(wizard.$where.get()).toEqual({ uuid: undefined, step: 1 });
    expect(history.push).not.toHaveBeenCalled();
  });

  it('follows the browser’s back and forward: the same service changes step without a call', async () => {
    const { wizard } = await opened(3);
    const before = api.calls.length;
    await wizard.followAddress(`?uuid=${SERVICE}&step=2`);
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 2 });
    expect(api.calls).toHaveLength(before);
  });

  it('follows an address of another service by loading it in the edited language', async () => {
    const { wizard } = await opened(3);
    await wizard.switchLocale('ru');
    await wizard.followAddress(`?uuid=${OTHER_SERVICE}&step=1`);
    expect(requests().at(-1)).toBe(`GET /v1/account/service/${OTHER_SERVICE}?locale=ru`);
    expect(wizard.$where.get()).toEqual({ uuid: OTHER_SERVICE, step: 1 });
  });

  it('goes on without a call when nothing changed since the last save', async () => {
    const { wizard, history } = await opened(2);
    const before = api.calls.length;
    await wizard.submitStep();
    expect(api.calls).toHaveLength(before);
    expect(history.push).toHaveBeenLastCalledWith(address(`?uuid=${SERVICE}&step=3`));
  });
});

describe('the wizard store: creating and saving', () => {
  it('creates the service, puts its uuid into the address without reload, and goes to the second step', async () => {
    const { wizard, history, go } = await typedNew();
    history.replace.mockClear();
    api.answer(routes.createAccountService, { status: 201, body: { data: { uuid: SERVICE } } });
    await wizard.submitStep();

    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/v1/account/service?locale=en');
    expect(post?.body).toMatchObject({ name: 'Blue card', price_from: 900, price_to: 1500, duration: 3 });
    expect(requests().at(-1)).toBe(`GET /v1/account/service/${SERVICE}?locale=en`);
    expect(history.replace).toHaveBeenCalledWith(address(`?uuid=${SERVICE}&step=1`));
    expect(history.push).toHaveBeenCalledWith(address(`?uuid=${SERVICE}&step=2`));
    expect(go).not.toHaveBeenCalled();
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 2 });
    expect(wizard.$form.get()?.name).toBe('Work permit (en)');
    expect(wizard.$dirty.get()).toBe(false);
    expect(wizard.request.$state.get().phase).toBe('done');
  });

  it('saves a changed service with PUT in the edited language, then goes on', async () => {
    const { wizard, history } = await opened(2);
    wizard.change('receiving_reason', 'To work in Germany');
    expect(wizard.$dirty.get()).toBe(true);
    api.answer(routes.updateAccountService, ok(storedService('en', { receiving_reason: 'To work in Germany' })));
    await wizard.submitStep();
    const put = api.calls.at(-1)!;
    expect(`${put.method} ${put.url}`).toBe('PUT /v1/account/service?locale=en');
    expect(put.body).toMatchObject({ uuid: SERVICE, receiving_reason: 'To work in Germany' });
    expect(wizard.$dirty.get()).toBe(false);
    expect(history.push).toHaveBeenLastCalledWith(address(`?uuid=${SERVICE}&step=3`));
  });

  it('checks the form first: the problems at their fields, nothing sent, the step kept', async () => {
    const { wizard, history } = await typedNew();
    wizard.change('price_from', '2000');
    wizard.change('duration', '1.5');
    wizard.change('name', ' ');
    await wizard.submitStep();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(wizard.request.$state.get()).toEqual({
      phase: 'failed',
      problems: {
        general: { key: 'errors.code.validation_failed' },
        fields: {
          name: { key: 'errors.field.required' },
          duration: { text: 'service_wizard.error.whole_number' },
          price_to: { text: expect.any(String) },
        },
      },
    });
    expect(history.push).not.toHaveBeenCalled();
  });

  it('puts the API’s 422 messages at their fields, and takes the user to the step that shows the first', async () => {
    const { wizard, history } = await opened(2);
    wizard.change('receiving_reason', 'Changed');
    api.answer(
      routes.updateAccountService,
      refusal(422, 'validation_failed', { 'service_documents.0.name': ['Too long'], price_to: ['Too high'] }),
    );
    await wizard.submitStep();
    expect(wizard.request.$state.get().problems).toEqual({
      general: { key: 'errors.code.validation_failed' },
      fields: { 'service_documents.0.name': { text: 'Too long' }, price_to: { text: 'Too high' } },
    });
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 1 });
    expect(history.push).toHaveBeenCalledExactlyOnceWith(address(`?uuid=${SERVICE}&step=1`));
    expect(wizard.$dirty.get()).toBe(true);
  });

  it('names the plans that allow what a 403 plan_limit refused, and forgets them on the next save', async () => {
    const { wizard } = await opened(1);
    wizard.change('name', 'Blue card');
    api.answerOnce(routes.updateAccountService, {
      status: 403,
      body: { message: 'Limit', code: 403, error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    await wizard.submitStep();
    expect(wizard.request.$state.get().problems).toEqual({ general: { key: 'errors.code.plan_limit' }, fields: {} });
    expect(wizard.$plans.get()).toEqual(['pro', 'premium']);
    expect(wizard.$where.get()?.step).toBe(1);

    api.answer(routes.updateAccountService, ok(storedService('en', { name: 'Blue card' })));
    await wizard.submitStep();
    expect(wizard.$plans.get()).toEqual([]);
    expect(wizard.$where.get()?.step).toBe(2);
  });

  it('sends an expired session to sign in', async () => {
    const { wizard, toSignIn, history } = await opened(1);
    wizard.change('name', 'Blue card');
    api.answer(routes.updateAccountService, refusal(401, 'unauthenticated'));
    await wizard.submitStep();
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(history.push).not.toHaveBeenCalled();
  });

  it('says when no answer came at all, and keeps what was typed', async () => {
    const { wizard } = await opened(1);
    wizard.change('name', 'Blue card');
    api.answer(routes.updateAccountService, offline);
    await wizard.submitStep();
    expect(wizard.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
    expect(wizard.$form.get()?.name).toBe('Blue card');
  });

  it('saves once while a save is on its way', async () => {
    const { wizard } = await opened(1);
    wizard.change('name', 'Blue card');
    const held = heldAnswer();
    api.answer(routes.updateAccountService, held.answer);
    const first = wizard.submitStep();
    await vi.waitFor(() => expect(wizard.request.$state.get().phase).toBe('loading'));
    await wizard.submitStep();
    held.give(ok(storedService('en', { name: 'Blue card' })));
    await first;
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(wizard.$where.get()?.step).toBe(2);
  });
});

describe('the wizard store: the last step', () => {
  it('saves with validation and leaves for the list once the service is complete, without the unsaved question', async () => {
    const { wizard, go } = await opened(5);
    wizard.change('applicant_requirements', 'A contract');
    api.answer(routes.updateAccountServiceValidated, ok({ redirect: true, uuid: SERVICE }));
    await wizard.finish();
    const put = api.calls.at(-1)!;
    expect(`${put.method} ${put.url}`).toBe('PUT /v1/account/service/with-validation?locale=en');
    expect(put.body).toMatchObject({ uuid: SERVICE, applicant_requirements: 'A contract' });
    expect(go).toHaveBeenCalledWith(LIST);
    expect(wizard.$unsaved.get()).toBe(false);
  });

  it('stays with a note when the service is not complete yet, showing it as saved', async () => {
    const { wizard, go } = await opened(5);
    api.answer(routes.updateAccountServiceValidated, ok({ redirect: false, uuid: SERVICE }));
    await wizard.finish();
    expect(requests().slice(-2)).toEqual([
      'PUT /v1/account/service/with-validation?locale=en',
      `GET /v1/account/service/${SERVICE}?locale=en`,
    ]);
    expect(go).not.toHaveBeenCalled();
    expect(wizard.$incomplete.get()).toBe(true);
    // A change means the note no longer holds.
    wizard.change('name', 'Other');
    expect(wizard.$incomplete.get()).toBe(false);
  });

  it('takes the user to the search step when what is missing are search attributes', async () => {
    const { wizard, history } = await opened(5);
    api.answer(
      routes.updateAccountServiceValidated,
      refusal(422, 'validation_failed', { country: ['Choose the country'] }),
    );
    await wizard.finish();
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 4 });
    expect(history.push).toHaveBeenCalledWith(address(`?uuid=${SERVICE}&step=4`));
    // The search step shows the wizard's problem until its own form is sent.
    expect(wizard.search.$problems.get()).toEqual({ country: { text: 'Choose the country' } });
  });

  it('goes to the review once the search attributes the last check missed are saved, the check forgotten', async () => {
    const { wizard, history } = await opened(5);
    api.answer(routes.updateAccountServiceValidated, refusal(422, 'validation_failed', { country: ['Choose'] }));
    await wizard.finish();
    api.answer(routes.getSearchAttributes, refusal(404, 'not_found'));
    api.answer(routes.searchAttributesInitRoute, ok(searchInit));
    await wizard.search.open(SERVICE);
    wizard.search.chooseCountry('DE');
    wizard.search.choose('immigration_purposes', [3]);
    wizard.search.chooseMainCategory(1);
    wizard.search.choose('categories', [11]);
    api.answer(routes.putSearchAttributes, ok(storedAttributes()));
    expect(await wizard.search.save()).toBe(true);
    expect(wizard.$where.get()).toEqual({ uuid: SERVICE, step: 5 });
    expect(history.push).toHaveBeenLastCalledWith(address(`?uuid=${SERVICE}&step=5`));
    expect(wizard.request.$state.get().phase).toBe('idle');
  });

  it('takes the user to the first step when the browser’s checks fail there', async () => {
    const { wizard } = await opened(5);
    wizard.change('price_to', '');
    await wizard.finish();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(wizard.request.$state.get().problems.fields).toEqual({ price_to: { key: 'errors.field.required' } });
    expect(wizard.$where.get()?.step).toBe(1);
  });
});

describe('the wizard store: the edited language', () => {
  it('loads a saved service in the other language at once when nothing is unsaved', async () => {
    const { wizard, confirm } = await opened(1);
    await wizard.switchLocale('ru');
    expect(confirm).not.toHaveBeenCalled();
    expect(wizard.$editLocale.get()).toBe('ru');
    expect(wizard.$form.get()?.name).toBe('Work permit (ru)');
    // The init lists are the same in every language: loaded once.
    expect(requests()).toEqual([
      'GET /v1/account/service/init',
      `GET /v1/account/service/${SERVICE}?locale=en`,
      `GET /v1/account/service/${SERVICE}?locale=ru`,
    ]);
  });

  it('asks before unsaved changes go, and stays when the owner says no', async () => {
    answerLoads();
    const { wizard, confirm } = wizardFor({ confirmed: false });
    await wizard.start(`?uuid=${SERVICE}&step=1`);
    wizard.change('name', 'Unsaved');
    await wizard.switchLocale('uk');
    expect(confirm).toHaveBeenCalledWith('service_wizard.unsaved_confirm');
    expect(wizard.$editLocale.get()).toBe('en');
    expect(wizard.$form.get()?.name).toBe('Unsaved');
    expect(requests()).toHaveLength(2);
  });

  it('drops the unsaved changes and the last result when the owner agrees', async () => {
    const { wizard, confirm } = await opened(1);
    wizard.change('name', ' ');
    await wizard.submitStep();
    expect(wizard.request.$state.get().phase).toBe('failed');
    await wizard.switchLocale('uk');
    expect(confirm).toHaveBeenCalledOnce();
    expect(wizard.$form.get()?.name).toBe('Work permit (uk)');
    expect(wizard.request.$state.get().phase).toBe('idle');
  });

  it('keeps what was typed into a new service, to be created in the new language', async () => {
    const { wizard, confirm } = await typedNew();
    await wizard.switchLocale('ru');
    expect(confirm).not.toHaveBeenCalled();
    expect(requests()).toEqual(['GET /v1/account/service/init']);
    expect(wizard.$form.get()?.name).toBe('Blue card');
    api.answer(routes.createAccountService, { status: 201, body: { data: { uuid: SERVICE } } });
    await wizard.submitStep();
    expect(api.calls.find((call) => call.method === 'POST')?.url).toBe('/v1/account/service?locale=ru');
  });

  it('drops the answer for a language left before it came', async () => {
    const { wizard } = await opened(1);
    const slow = heldAnswer();
    api.answerOnce(routes.getAccountService, slow.answer);
    const toRu = wizard.switchLocale('ru');
    const toUk = wizard.switchLocale('uk');
    await toUk;
    slow.give(ok(storedService('ru')));
    await toRu;
    expect(wizard.$editLocale.get()).toBe('uk');
    expect(wizard.$form.get()?.name).toBe('Work permit (uk)');
  });

  it('does not show a save answered after the owner moved to another language', async () => {
    const { wizard } = await opened(1);
    const slow = heldAnswer();
    api.answer(routes.updateAccountService, slow.answer);
    wizard.change('name', 'Saved in English');
    const saving = wizard.submitStep();
    await vi.waitFor(() => expect(api.calls.at(-1)?.method).toBe('PUT'));
    await wizard.switchLocale('ru');
    slow.give(ok(storedService('en', { name: 'Saved in English' })));
    await saving;
    expect(wizard.$form.get()?.name).toBe('Work permit (ru)');
  });
});

describe('the wizard store: moderation', () => {
  it('sends the draft and shows it waiting for the moderator', async () => {
    const { wizard } = await opened(5, { status: 'rejected', moderator_comment: 'Add a price' });
    api.answer(routes.moderateService, { status: 204 });
    await wizard.moderation.submit();
    expect(requests().at(-1)).toBe(`POST /v1/account/service/moderate/${SERVICE}`);
    expect(wizard.$moderation.get()).toMatchObject({ status: 'on_moderation', moderator_comment: null });
  });

  it('publishes and unpublishes, showing the answered state', async () => {
    const { wizard } = await opened(5, { status: 'approved', has_approved_version: true });
    api.answer(routes.publishService, ok({ published: true, status: 'approved' }));
    await wizard.moderation.publish();
    expect(wizard.$moderation.get()).toMatchObject({ published: true, status: 'approved' });
    api.answer(routes.unpublishService, ok({ published: false, status: 'approved' }));
    await wizard.moderation.unpublish();
    expect(wizard.$moderation.get()).toMatchObject({ published: false });
  });

  it('throws a refusal to the bar (a plan_limit with its plans) and keeps the state', async () => {
    const { wizard } = await opened(5, { status: 'approved', has_approved_version: true });
    api.answer(routes.publishService, {
      status: 403,
      body: { message: 'Limit', code: 403, error_code: 'plan_limit', subscription_packages: ['premium'] },
    });
    await expect(wizard.moderation.publish()).rejects.toMatchObject({
      status: 403,
      body: { subscription_packages: ['premium'] },
    });
    expect(wizard.$moderation.get()).toMatchObject({ published: false });
  });
});

describe('the wizard store: the plan’s limits', () => {
  /** The wizard opened at `step` of the stored service, the init lists answering `plan` and the published count. */
  async function onPlan(plan: 'basic' | 'pro', published: number, patch: Partial<ServiceAccount> = {}, step = 1) {
    api.answer(routes.getAccountService, (call) => ok(storedService(languageOf(call), patch)));
    api.answer(routes.serviceInitRoute, ok({ ...serviceInit, plan, published_services: published }));
    const made = wizardFor();
    await made.wizard.start(`?uuid=${SERVICE}&step=${step}`);
    return made;
  }

  it('locks on basic every language but the one the service is written in: nothing is typed or saved there', async () => {
    const { wizard } = await onPlan('basic', 0, { text_locales: ['en'] });
    expect(wizard.$planLocales.get()).toEqual({ locked: ['ru', 'uk'], plans: ['pro', 'premium'] });
    expect(wizard.$locked.get()).toBe(false);

    await wizard.switchLocale('ru');
    expect(wizard.$locked.get()).toBe(true);
    wizard.change('name', 'Голубая карта');
    expect(wizard.$form.get()?.name).toBe('Work permit (ru)');
    expect(wizard.$dirty.get()).toBe(false);
    // Nothing changed, so the step's button only moves on.
    await wizard.submitStep();
    expect(requests().filter((call) => call.startsWith('PUT') || call.startsWith('POST'))).toEqual([]);
    expect(wizard.$where.get()).toMatchObject({ step: 2 });
  });

  it('leaves every language open to a new service and on pro', async () => {
    answerLoads();
    const fresh = wizardFor();
    await fresh.wizard.start('');
    expect(fresh.wizard.$planLocales.get().locked).toEqual([]);
    const { wizard } = await onPlan('pro', 0, { text_locales: ['en'] });
    expect(wizard.$planLocales.get().locked).toEqual([]);
  });

  it('closes publishing once the plan’s number of published services is reached, and counts its own actions', async () => {
    const approved = { status: 'approved', has_approved_version: true } as const;
    const { wizard } = await onPlan('basic', 1, approved, 5);
    expect(wizard.$publishing.get()).toEqual({
      plan: 'basic',
      published: 1,
      limit: 1,
      open: false,
      plans: ['pro', 'premium'],
    });

    const other = await onPlan('basic', 0, approved, 5);
    expect(other.wizard.$publishing.get()).toMatchObject({ published: 0, open: true });
    api.answer(routes.publishService, ok({ published: true, status: 'approved' }));
    await other.wizard.moderation.publish();
    expect(other.wizard.$publishing.get()).toMatchObject({ published: 1, open: false });
    api.answer(routes.unpublishService, ok({ published: false, status: 'approved' }));
    await other.wizard.moderation.unpublish();
    expect(other.wizard.$publishing.get()).toMatchObject({ published: 0, open: true });
  });
});
