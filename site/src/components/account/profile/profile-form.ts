import type { Locale } from '@migralink/shared/locales';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { RouteInput } from '@migralink/shared/route';
import type { updateProfile } from '@migralink/shared/api/accounts';
import type { Problems } from '@/kit/problems';
import { checkName, checkOptionalPhone, checkPosition, normalizePhone } from '@/kit/checks';
import { validate } from '@/kit/form';

/** What the details form edits, as the inputs hold it. */
export interface ProfileValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly position: string;
  readonly phone: string;
  readonly language: Locale;
  readonly email_notifications: boolean;
}
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'position',
  'phone',
  'language',
  'email_notifications',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function profileValues(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    position: profile.position ?? '',
    phone: profile.phone ?? '',
    language: profile.language,
    email_notifications: profile.email_notifications,
  };
}

export function validateProfile(values: ProfileValues): Problems<ProfileField> {
  return validate(
    { first_name: values.first_name, last_name: values.last_name, position: values.position, phone: values.phone },
    { first_name: checkName, last_name: checkName, position: checkPosition, phone: checkOptionalPhone },
  );
}

/** The PUT body: names trimmed, an emptied position or phone cleared (null), the phone as + and digits. */
export function profileUpdate(values: ProfileValues): RouteInput<typeof updateProfile>['body'] {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    position: values.position.trim() || null,
    phone: normalizePhone(values.phone) || null,
    language: values.language,
    email_notifications: values.email_notifications,
  };
}
