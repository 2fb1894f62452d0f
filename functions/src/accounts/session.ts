import type { Profile, Session } from '@migralink/shared/schemas/auth';
import { pickText, type Locale } from '@migralink/shared/locales';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { edited, readVersions } from '#data/moderation';
import { unreadCounts } from '#data/leads';
import type { User } from '#data/users';
import { signToken } from '#lib/tokens';

/**
 * The user as the account screens see it (docs/product.md, "Profile"), with the name of
 * the company it owns: its owner sees the latest name (draft, else approved).
 */
export async function presentProfile(user: User, locale: Locale): Promise<Profile> {
  const [company, unread] = await Promise.all([
    user.company_id
      ? readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId: user.company_id })
      : undefined,
    unreadCounts({ userId: user.id, role: user.role, companyId: user.company_id ?? null }),
  ]);
  const content = edited(company);
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
    new_leads: unread.new_leads,
    new_messages: unread.new_messages,
    registered_at: user.created_at,
    company:
      user.company_id && company
        ? { uuid: user.company_id, name: content ? pickText(content.name, locale) : '' }
        : null,
  };
}

/** A fresh token for the user, with the profile the site keeps beside it. */
export async function startSession(user: User, locale: Locale): Promise<Session> {
  const [token, profile] = await Promise.all([signToken(user), presentProfile(user, locale)]);
  return { token, user: profile };
}
