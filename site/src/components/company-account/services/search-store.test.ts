import { describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import * as routes from '@migralink/shared/api/service-account';
import type { Translate } from '@/i18n/format';
import { useFakeApi } from '@/api/fake-api';
import { IDLE, type RequestState } from '@/kit/request';
import { heldAnswer, refusal } from '@/api/testing';
import type { WizardKey } from './messages';
import { EMPTY_SEARCH_ATTRIBUTES } from './search-attributes-form';
import { createSearchStep } from './search-store';
import { OTHER_SERVICE, SERVICE, searchInit, storedAttributes } from './test-service';

const t = ((key: string) => key) as Translate<WizardKey>;
const ok = (data: unknown) => ({ status: 200, body: { data } });
const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);

const api = useFakeApi();

function stepFor() {
  const wizardRequest = atom<RequestState<string>>(IDLE);
  const deps = { toSignIn: vi.fn(), onSaved: vi.fn() };
  return { step: createSearchStep({ locale: 'en', t, wizardRequest, ...deps }), wizardRequest, ...deps };
}

function answerLoads(attributes: { status: number; body?: unknown } = ok(storedAttributes())) {
  api.answer(routes.getSearchAttributes, attributes);
  api.answer(routes.searchAttributesInitRoute, ok(searchInit));
}

async function opened() {
  answerLoads();
  const made = stepFor();
  await made.step.open(SERVICE);
  return made;
}

describe('the search step store: loading', () => {
  it('loads the lists and the service’s attributes', async () => {
    const { step } = await opened();
    expect(requests()).toEqual([
      'GET /v1/account/service/search-attributes/init',
      `GET /v1/account/services/${SERVICE}/search-attributes`,
    ]);
    expect(step.$values.get()).toEqual({
      country: 'DE',
      countries: ['UA'],
      immigration_purposes: [3],
      main_category: 1,
      categories: [11],
    });
    // Sorted by name, the target country is no source.
    expect(step.$sources.get().map((option) => option.value)).toEqual(['MD', 'UA']);
  });

  it('starts empty when the service has no attributes yet (404)', async () => {
    answerLoads(refusal(404, 'not_found'));
    const { step } = stepFor();
    await step.open(SERVICE);
    expect(step.loader.$state.get().status).toBe('ready');
    expect(step.$values.get()).toEqual(EMPTY_SEARCH_ATTRIBUTES);
  });

  it('fails on any other refusal, and loads again on retry', async () => {
    answerLoads(refusal(500, 'internal_error'));
    const { step } = stepFor();
    await step.open(SERVICE);
    expect(step.loader.$state.get()).toMatchObject({ status: 'failed', error: { status: 500 } });
    answerLoads();
    await step.retry();
    expect(step.$values.get().country).toBe('DE');
  });

  it('sends an expired session to sign in', async () => {
    answerLoads(refusal(401, 'unauthenticated'));
    const { step, toSignIn } = stepFor();
    await step.open(SERVICE);
    expect(toSignIn).toHaveBeenCalledOnce();
  });

  it('drops the answer for a service left before it came', async () => {
    answerLoads();
    const slow = heldAnswer();
    api.answerOnce(routes.getSearchAttributes, slow.answer);
    const { step } = stepFor();
    const first = step.open(OTHER_SERVICE);
    await step.open(SERVICE);
    slow.give(ok(storedAttributes({ uuid: OTHER_SERVICE, country: 'UA', countries: [] })));
    await first;
    expect(step.$values.get().country).toBe('DE');
  });
});

describe('the search step store: choosing', () => {
  it('takes a new target country out of the sources', async () => {
    const { step } = await opened();
    step.chooseCountry('UA');
    expect(step.$values.get()).toMatchObject({ country: 'UA', countries: [] });
    expect(step.$sources.get().map((option) => option.value)).toEqual(['DE', 'MD']);
  });

  it('filters the sources by name and adds or removes a group at once', async () => {
    const { step } = await opened();
    step.setFilter(' mol');
    expect(step.$sources.get()).toEqual([{ value: 'MD', label: 'Moldova' }]);
    step.toggleGroup(searchInit.country_groups[0]!);
    expect(step.$values.get().countries).toEqual(['UA', 'MD']);
    step.toggleGroup(searchInit.country_groups[0]!);
    expect(step.$values.get().countries).toEqual([]);
  });

  it('keeps only the categories of a new main category', async () => {
    const { step } = await opened();
    step.chooseMainCategory(2);
    expect(step.$values.get()).toMatchObject({ main_category: 2, categories: [] });
  });
});

describe('the search step store: saving', () => {
  it('checks first: what is missing at its field, nothing sent', async () => {
    answerLoads(refusal(404, 'not_found'));
    const { step, onSaved } = stepFor();
    await step.open(SERVICE);
    expect(await step.save()).toBe(false);
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(step.request.$state.get().problems).toEqual({
      general: { key: 'errors.code.validation_failed' },
      fields: {
        country: { key: 'errors.field.required' },
        immigration_purposes: { text: 'service_wizard.error.choose_one' },
        main_category: { key: 'errors.field.required' },
        categories: { text: 'service_wizard.error.choose_one' },
      },
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves with PUT, shows what was saved, and lets the wizard go on', async () => {
    const { step, onSaved } = await opened();
    step.choose('countries', ['UA', 'MD']);
    api.answer(routes.putSearchAttributes, ok(storedAttributes({ countries: ['MD', 'UA'] })));
    expect(await step.save()).toBe(true);
    const put = api.calls.at(-1)!;
    expect(`${put.method} ${put.url}`).toBe('PUT /v1/account/service/search-attributes');
    expect(put.body).toEqual({
      uuid: SERVICE,
      country: 'DE',
      countries: ['UA', 'MD'],
      immigration_purposes: [3],
      categories: [11],
      main_category: 1,
    });
    expect(step.$values.get().countries).toEqual(['MD', 'UA']);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('puts the API’s 422 messages at their fields and stays', async () => {
    const { step, onSaved } = await opened();
    api.answer(routes.putSearchAttributes, refusal(422, 'validation_failed', { countries: ['Not unique'] }));
    expect(await step.save()).toBe(false);
    expect(step.$problems.get()).toEqual({ countries: { text: 'Not unique' } });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends an expired session to sign in', async () => {
    const { step, toSignIn } = await opened();
    api.answer(routes.putSearchAttributes, refusal(401, 'unauthenticated'));
    await step.save();
    expect(toSignIn).toHaveBeenCalledOnce();
  });

  it('shows the wizard’s problems until its own form is sent, then its own', async () => {
    const { step, wizardRequest } = await opened();
    wizardRequest.set({
      phase: 'failed',
      problems: { fields: { main_category: { text: 'Choose one' }, name: { text: 'Required' } } },
    });
    expect(step.$problems.get()).toEqual({ main_category: { text: 'Choose one' } });
    step.choose('immigration_purposes', []);
    await step.save();
    expect(step.$problems.get()).toEqual({ immigration_purposes: { text: 'service_wizard.error.choose_one' } });
  });
});
