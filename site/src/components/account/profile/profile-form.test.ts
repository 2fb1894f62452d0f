import { describe, expect, it } from 'vitest';
import type { Profile } from '@migralink/shared/schemas/auth';
import { profileUpdate, profileValues, validateProfile } from './profile-form';

const profile: Profile = {
  uuid: 'u-1',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  position: null,
  phone: '+4930123456',
  avatar: null,
  role: 'client',
  email_verified: true,
  email_notifications: true,
  language: 'ru',
  new_leads: 0,
  new_messages: 0,
  registered_at: '2026-11-23T10:00:00.000Z',
  company: null,
};

describe('the profile details form', () => {
  it('starts from the profile, with empty inputs for missing values', () => {
    expect(profileValues(profile)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      position: '',
      phone: '+4930123456',
      language: 'ru',
      email_notifications: true,
    });
  });

  it('sends trimmed names, a normalized phone, and null for what was emptied', () => {
    expect(
      profileUpdate({
        first_name: ' Anna ',
        last_name: 'Lee ',
        position: '  ',
        phone: '+49 (30) 123-456',
        language: 'uk',
        email_notifications: false,
      }),
    ).toEqual({
      first_name: 'Anna',
      last_name: 'Lee',
      position: null,
      phone: '+4930123456',
      language: 'uk',
      email_notifications: false,
    });
    expect(profileUpdate({ ...profileValues(profile), phone: '' }).phone).toBeNull();
  });

  it('checks names, position and phone before sending', () => {
    expect(
      validateProfile({ ...profileValues(profile), first_name: ' ', phone: '030 123', position: 'x'.repeat(121) }),
    ).toEqual({
      fields: {
        first_name: { key: 'errors.field.required' },
        position: { key: 'errors.field.too_long', params: { max: 120 } },
        phone: { key: 'errors.field.phone' },
      },
    });
    expect(validateProfile(profileValues(profile))).toEqual({ fields: {} });
  });
});
