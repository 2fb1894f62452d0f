import type * as z from 'zod/mini';
import type { profileUpdateBody } from '@migralink/shared/schemas/auth';
import type { ProfileChanges } from '#data/user-updates';

type ProfileUpdate = z.output<typeof profileUpdateBody>;

/**
 * The stored changes of a profile form: `language` is the user's `locale`, an
 * empty position is no position, and a field left out stays as it is (null
 * clears position and phone). Role and e-mail are not in the form at all.
 */
export function profileChanges(body: ProfileUpdate): ProfileChanges {
  return {
    first_name: body.first_name,
    last_name: body.last_name,
    position: body.position === '' ? null : body.position,
    phone: body.phone,
    email_notifications: body.email_notifications,
    locale: body.language,
  };
}
