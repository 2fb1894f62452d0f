import { describe, expect, it } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import {
  afterValidatedSave,
  firstStepOf,
  isMissingService,
  listRedirect,
  readWizardLocation,
  servicePreviewUrl,
  stepOfField,
  wizardUrl,
} from './service-navigation';
import { localeFromQuery } from '../shared/paths';

const ID = '5f0c1f7e-2b9d-4c43-9c0f-0b7a4c1b2d3e';

describe('readWizardLocation', () => {
  it.each([
    ['', { uuid: undefined, step: 1 }],
    [`?uuid=${ID}&step=3`, { uuid: ID, step: 3 }],
    [`?uuid=${ID.toUpperCase()}&step=5`, { uuid: ID, step: 5 }],
    [`?uuid=${ID}`, { uuid: ID, step: 1 }],
    [`?uuid=${ID}&step=6`, { uuid: ID, step: 1 }],
    [`?uuid=${ID}&step=0`, { uuid: ID, step: 1 }],
    [`?uuid=${ID}&step=2x`, { uuid: ID, step: 1 }],
    ['?step=4', { uuid: undefined, step: 1 }],
    ['?uuid=../v1&step=2', { uuid: undefined, step: 1 }],
  ])('%s', (search, expected) => {
    expect(readWizardLocation(search)).toEqual(expected);
  });
});

describe('wizardUrl', () => {
  it('carries the uuid and step in the locale', () => {
    expect(wizardUrl('ru', { uuid: ID, step: 2 })).toBe(`/ru/admin/services/create-service/?uuid=${ID}&step=2`);
    expect(wizardUrl('en', { uuid: ID })).toBe(`/en/admin/services/create-service/?uuid=${ID}&step=1`);
  });

  it('is the bare wizard for a new service', () => {
    expect(wizardUrl('uk')).toBe('/uk/admin/services/create-service/');
  });

  it('reads back what it wrote', () => {
    const url = new URL(wizardUrl('en', { uuid: ID, step: 4 }), 'https://site.invalid');
    expect(readWizardLocation(url.search)).toEqual({ uuid: ID, step: 4 });
  });

  it('has a preview address too', () => {
    expect(servicePreviewUrl('en', ID)).toBe(`/en/admin/services/preview/?uuid=${ID}`);
    expect(servicePreviewUrl('en', ID, 'en')).toBe(`/en/admin/services/preview/?uuid=${ID}`);
    expect(servicePreviewUrl('en', ID, 'uk')).toBe(`/en/admin/services/preview/?uuid=${ID}&locale=uk`);
    expect(localeFromQuery('?uuid=x&locale=uk')).toBe('uk');
    expect(localeFromQuery('?locale=de')).toBeUndefined();
  });
});

describe('redirect rules', () => {
  it('sends an empty services list to create the first service (docs/product.md, "Redirects")', () => {
    expect(listRedirect([])).toBe('create_first');
    expect(listRedirect([{}])).toBeUndefined();
  });

  it('says a service is missing when the API does not know it (404) or its id is none (422)', () => {
    const refusal = (status: number) => new ApiError(status, { message: 'No', code: status });
    expect(isMissingService(refusal(404))).toBe(true);
    expect(isMissingService(refusal(422))).toBe(true);
    expect(isMissingService(refusal(500))).toBe(false);
    expect(isMissingService(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('goes back to the list when with-validation says redirect', () => {
    expect(afterValidatedSave({ redirect: true })).toBe('list');
    expect(afterValidatedSave({ redirect: false })).toBe('stay');
  });
});

describe('stepOfField', () => {
  it('finds the step of an API field path', () => {
    expect(stepOfField('price_to')).toBe(1);
    expect(stepOfField('service_benefits.1.name')).toBe(2);
    expect(stepOfField('feedback_forms.0.description')).toBe(3);
    expect(stepOfField('main_category')).toBe(4);
    expect(stepOfField('uuid')).toBeUndefined();
  });

  it('takes the user to the first step with a problem', () => {
    expect(firstStepOf(['categories', 'service_documents.0.name'])).toBe(2);
    expect(firstStepOf(['uuid'])).toBeUndefined();
  });
});
