import { describe, expect, it, vi } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import { signOut } from '@/stores/auth';
import { heldAnswer, refusal } from '@/api/testing';
import { OTHER_SERVICE, SERVICE, serviceInit, storedService } from './test-service';
import { api, requests, ok, address, answerLoads, wizardFor, opened, typedNew, useWizardApi } from './test-wizard';

useWizardApi();

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
