import { describe, expect, it, vi } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import { heldAnswer, offline, refusal } from '@/api/testing';
import { SERVICE, searchInit, storedAttributes, storedService } from './test-service';
import { api, requests, ok, LIST, address, opened, typedNew, useWizardApi } from './test-wizard';

useWizardApi();

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
