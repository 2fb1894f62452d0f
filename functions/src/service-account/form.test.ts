import { describe, expect, it } from 'vitest';
import { serviceContentFixture, serviceMetaFixture } from '#data/fixtures';
import { NO_SEARCH_ATTRIBUTES, serviceContent } from '#data/services';
import {
  defaultServiceForm,
  serviceAccountView,
  serviceContentFrom,
  serviceLocales,
  type ServiceFormValue,
} from './form';

const rates = [{ code: 'USD', rate: 1.16 } as const];

const form = (overrides: Partial<ServiceFormValue> = {}): ServiceFormValue => ({
  ...defaultServiceForm(1),
  name: 'Виза D7',
  receiving_reason: 'Причина',
  applicant_requirements: 'Требования',
  service_documents: [],
  service_required_steps: [],
  service_benefits: [],
  ...overrides,
});

describe('serviceContentFrom', () => {
  it('writes a new service in the edited locale with an empty English text and no search attributes', () => {
    const content = serviceContentFrom(form(), null, 'ru', rates);
    expect(content.name).toEqual({ en: '', ru: 'Виза D7' });
    expect(content.search_attributes).toEqual(NO_SEARCH_ATTRIBUTES);
    expect(serviceLocales(content)).toEqual(['ru']);
  });

  it("replaces the edited locale only, keeps matched sub-items' other texts and drops missing ones", () => {
    const previous = serviceContentFixture();
    const [step] = previous.service_required_steps;
    const edited = form({
      name: 'D7 visa',
      service_required_steps: [
        { uuid: step!.id, name: 'Call', description: 'A call', icon: null },
        { uuid: null, name: 'New step', description: 'Text', icon: 'star' },
      ],
    });
    const content = serviceContentFrom(edited, previous, 'en', rates);
    expect(content.name).toEqual({ ...previous.name, en: 'D7 visa' });
    expect(content.service_required_steps[0]).toEqual({
      id: step!.id,
      name: { en: 'Call', ru: step!.name.ru },
      description: { en: 'A call', ru: step!.description.ru },
      icon: null,
    });
    expect(content.service_required_steps[1]).toMatchObject({ name: { en: 'New step' }, icon: 'star' });
    expect(content.service_required_steps[1]!.id).not.toBe(step!.id);
    expect(content.service_documents).toEqual([]);
    expect(content.search_attributes).toEqual(previous.search_attributes);
  });

  it('stores typed prices as typed and in EUR cents by the rate, and reads them back as typed', () => {
    const content = serviceContentFrom(
      form({ price_from: 100, price_to: 250.5, currency: { id: 'USD' } }),
      null,
      'en',
      rates,
    );
    expect(content).toMatchObject({
      price_from: 8621,
      price_to: 21595,
      currency: 'EUR',
      offer_currency: 'USD',
      offer_price_from: 10_000,
      offer_price_to: 25_050,
    });
    const view = serviceAccountView(serviceMetaFixture('c'), serviceContent(content), 'en');
    expect(view).toMatchObject({ price_from: 100, price_to: 250.5, currency: { id: 'USD' } });
  });

  it('reads a service stored before typed prices as EUR', () => {
    const content = serviceContent(serviceContentFixture({ price_from: 150_000, price_to: 250_075 }));
    expect(serviceAccountView(serviceMetaFixture('c'), content, 'ru')).toMatchObject({
      price_from: 1500,
      price_to: 2500.75,
      currency: { id: 'EUR' },
    });
  });

  it('stores a library background as its url and shows it back by id', () => {
    const content = serviceContentFrom(form({ image_library: { id: 'sea' } }), null, 'en', rates);
    expect(content.background_image).toBe('/backgrounds/sea.svg');
    expect(serviceAccountView(serviceMetaFixture('c'), serviceContent(content), 'en').image_library).toEqual({
      id: 'sea',
      url: '/backgrounds/sea.svg',
    });
  });
});

describe('serviceAccountView', () => {
  it('shows the edited locale without falling back to another one', () => {
    const content = serviceContent(serviceContentFixture({ name: { en: 'D7 visa' } }));
    const view = serviceAccountView(serviceMetaFixture('c', { approved_at: null }), content, 'uk');
    expect(view).toMatchObject({ name: '', has_approved_version: false, status: 'approved' });
  });
});

describe('defaultServiceForm', () => {
  it('has three benefit slots, two step slots, every block shown, 0–0 EUR for 1 of the given unit', () => {
    const value = defaultServiceForm(7);
    expect(value.service_benefits).toHaveLength(3);
    expect(value.service_required_steps).toHaveLength(2);
    expect(value).toMatchObject({
      price_from: 0,
      price_to: 0,
      currency: { id: 'EUR' },
      duration: 1,
      time_unit: { id: 7 },
      show_price_block: true,
      show_duration_block: true,
      show_documents_block: true,
      show_required_steps_block: true,
      show_benefits_block: true,
    });
  });
});
