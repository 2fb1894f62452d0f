import type { Profile, Session } from '@migralink/shared/schemas/auth';
import { pickText, type Locale } from '@migralink/shared/locales';
import { getCompany } from '#data/companies';
import type { User } from '#data/users';
import { signToken } from '#lib/tokens';

/** The user as the account screens see it (spec §3 Profile), with the name of the company it owns. */
export async function presentProfile(user: User, locale: Locale): Promise<Profile> {
  const company = user.company_id ? await getCompany(user.company_id, 'approved') : undefined;
  return {
    uuid: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    position: user.position,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role,
    email_verified: user.email_verified,
    email_notifications: user.email_notifications,
    language: user.locale,
    new_leads: 0,
    new_messages: 0,
    registered_at: user.created_at,
    company:
      user.company_id && company
        ? { uuid: user.company_id, name: company.content ? pickText(company.content.name, locale) : '' }
        : null,
  };
}

/** A fresh token for the user, with the profile the site keeps beside it. */
export async function startSession(user: User, locale: Locale): Promise<Session> {
  const [token, profile] = await Promise.all([signToken(user), presentProfile(user, locale)]);
  return { token, user: profile };
}
