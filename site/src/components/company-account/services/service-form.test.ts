import { describe, expect, it } from 'vitest';
import {
  emptyPoint,
  fieldPaths,
  formFromService,
  isDirty,
  serviceBody,
  textToNumber,
  type ServiceFormState,
  type ServiceSource,
} from './service-form';
import { numberText } from '@/kit/form-values';

const source: ServiceSource = {
  name: 'Work permit',
  price_from: 1200,
  price_to: 1500.5,
  currency: { id: 'EUR' },
  duration: 3,
  time_unit: { id: 2 },
  show_price_block: true,
  show_duration_block: false,
  show_documents_block: true,
  show_required_steps_block: true,
  show_benefits_block: true,
  image_library: { id: 'city' },
  receiving_reason: 'Reason',
  applicant_requirements: 'Requirements',
  service_documents: [{ uuid: '0b0d5bd2-5b1d-4d57-9d7a-6a9e7b0c2a11', name: 'Passport', icon: null }],
  service_required_steps: [{ name: '', description: '', icon: null }],
  service_benefits: [{ uuid: null, name: 'Fast', description: 'Quick', icon: 'clock' }],
  feedback_forms: [{ uuid: null, type: { id: 2 }, description: 'Call me', background_image: null }],
};

describe('numbers in the form (docs/product.md, "Numbers in forms")', () => {
  it('become text, and a missing number stays undefined', () => {
    expect(numberText(1200)).toBe('1200');
    expect(numberText(0)).toBe('0');
    expect(numberText(null)).toBeUndefined();
    expect(numberText(undefined)).toBeUndefined();
  });

  it('are read back from text: empty is undefined, a decimal comma is taken, anything else is NaN', () => {
    expect(textToNumber(undefined)).toBeUndefined();
    expect(textToNumber('  ')).toBeUndefined();
    expect(textToNumber('12,50')).toBe(12.5);
    expect(textToNumber(' 1 200 ')).toBe(1200);
    expect(textToNumber('12e3')).toBeNaN();
    expect(textToNumber('-5')).toBeNaN();
  });
});

describe('formFromService', () => {
  it('holds numbers as text, ids as values and rows with their uuid', () => {
    const form = formFromService(source);
    expect(form).toMatchObject({
      price_from: '1200',
      price_to: '1500.5',
      duration: '3',
      currency: 'EUR',
      time_unit: 2,
      image_library: 'city',
    });
    expect(form.service_documents[0]).toMatchObject({ uuid: '0b0d5bd2-5b1d-4d57-9d7a-6a9e7b0c2a11', name: 'Passport' });
    expect(form.service_required_steps[0]?.uuid).toBeUndefined();
    expect(form.service_required_steps[0]?.key).toMatch(/^new-/);
  });

  it('leaves numbers the default service lacks empty and drops a background not in the library', () => {
    const form = formFromService({ ...source, price_from: null, duration: undefined, image_library: { id: 'moon' } });
    expect(form.price_from).toBeUndefined();
    expect(form.duration).toBeUndefined();
    expect(form.image_library).toBeNull();
  });
});

describe('serviceBody', () => {
  it('turns the form back into the API body, new rows without uuid', () => {
    const result = serviceBody(formFromService(source));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      price_from: 1200,
      price_to: 1500.5,
      duration: 3,
      currency: { id: 'EUR' },
      time_unit: { id: 2 },
      image_library: { id: 'city' },
    });
    expect(result.body.service_documents[0]).toEqual({
      uuid: '0b0d5bd2-5b1d-4d57-9d7a-6a9e7b0c2a11',
      name: 'Passport',
      icon: null,
    });
    expect(result.body.service_benefits[0]).toEqual({ name: 'Fast', description: 'Quick', icon: 'clock' });
    expect(result.body.feedback_forms[0]).toEqual({
      type: { id: 2 },
      description: 'Call me',
      background_image: null,
    });
  });

  it('names each field the browser can tell is wrong', () => {
    const form: ServiceFormState = {
      ...formFromService(source),
      name: '  ',
      price_from: undefined,
      price_to: 'abc',
      duration: '1.5',
      time_unit: undefined,
    };
    expect(serviceBody(form)).toEqual({
      ok: false,
      issues: {
        name: 'required',
        price_from: 'required',
        price_to: 'number',
        duration: 'whole_number',
        time_unit: 'required',
      },
    });
  });

  it('refuses an upper price below the starting one, at price_to', () => {
    const form = { ...formFromService(source), price_from: '500', price_to: '400' };
    expect(serviceBody(form)).toEqual({ ok: false, issues: { price_to: 'price_order' } });
    expect(serviceBody({ ...form, price_to: '500' }).ok).toBe(true);
  });
});

describe('isDirty', () => {
  it('sees a change but not a new row key', () => {
    const saved = formFromService(source);
    expect(isDirty({ ...saved }, saved)).toBe(false);
    expect(isDirty({ ...saved, name: 'Other' }, saved)).toBe(true);
    expect(isDirty({ ...saved, service_benefits: [...saved.service_benefits, emptyPoint()] }, saved)).toBe(true);
    const rekeyed = {
      ...saved,
      service_required_steps: saved.service_required_steps.map((row) => ({ ...row, key: 'x' })),
    };
    expect(isDirty(rekeyed, saved)).toBe(false);
  });
});

describe('fieldPaths', () => {
  it("names each row's fields before the lists, so nested errors land at their field", () => {
    const paths = fieldPaths(formFromService(source));
    expect(paths).toContain('service_benefits.0.description');
    expect(paths).toContain('feedback_forms.0.type');
    expect(paths.indexOf('service_documents.0.name')).toBeLessThan(paths.indexOf('service_documents'));
    expect(paths).not.toContain('service_benefits.1.name');
  });
});
