import { randomBytes } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { Session, SIGNUP_ROLES } from '@migralink/shared/schemas/auth';
import { confirmEmailByProvider } from '#data/user-updates';
import { createUser, EmailTakenError, getUser, type User } from '#data/users';
import { NotFoundError } from '#http/errors';
import { signUpReferral } from '#partners/attribution';
import { hashPassword } from '#lib/passwords';
import { findUserByEmail } from './find-user';
import type { GoogleIdentity } from './google-id-token';
import { startSession } from './session';
import { socialMessage } from './social-messages';

type SignupRole = (typeof SIGNUP_ROLES)[number];

/** Longest name sign-up accepts; Google's may be longer. */
const NAME_MAX = 80;

/**
 * Signs in the account registered with the address Google proved. An unknown
 * address is a 404 that says to sign up: the caller owns the address (Google
 * said so), so this tells nothing to anyone else.
 */
export async function signInWithGoogle(identity: GoogleIdentity, locale: Locale): Promise<Session> {
  const user = await findUserByEmail(identity.email);
  if (!user) throw new NotFoundError({ message: socialMessage('notRegistered', locale) });
  return startSession(await withConfirmedEmail(user), locale);
}

/**
 * Registers the address Google proved, confirmed at once, with the names from
 * Google and the chosen role (a company account with the partner whose code it
 * brings, as the sign-up form's), and signs in. An address already registered
 * signs in to its account instead: the provider proved it is the caller's.
 */
export async function signUpWithGoogle(
  identity: GoogleIdentity,
  { role, partnerCode }: { role: SignupRole; partnerCode?: string | undefined },
  locale: Locale,
): Promise<Session> {
  const existing = await findUserByEmail(identity.email);
  if (existing) return startSession(await withConfirmedEmail(existing), locale);
  try {
    const referral = await signUpReferral(role, partnerCode);
    const user = await createUser(
      {
        email: identity.email,
        password_hash: await unusablePasswordHash(),
        role,
        ...names(identity),
        email_verified: true,
        locale,
        partner_id: referral.partnerId,
      },
      referral.writes,
    );
    return await startSession(user, locale);
  } catch (error) {
    // Registered in the meantime (a double click): sign in to that account.
    if (!(error instanceof EmailTakenError)) throw error;
    const user = await findUserByEmail(identity.email);
    if (!user) throw error;
    return startSession(await withConfirmedEmail(user), locale);
  }
}

/**
 * The account with its address marked confirmed. If it was not confirmed yet,
 * whoever chose its password never proved the address, so that password is
 * replaced and its tokens end (see `confirmEmailByProvider`).
 */
async function withConfirmedEmail(user: User): Promise<User> {
  if (user.email_verified) return user;
  const confirmed = await confirmEmailByProvider(user.id, await unusablePasswordHash());
  const current = confirmed ?? (await getUser(user.id));
  if (!current) throw new NotFoundError();
  return current;
}

/**
 * A real scrypt hash of a random secret nobody knows: no password signs in to
 * it, and a password sign-in against it costs the same time as against any
 * other account (a marker string would answer faster and tell the account
 * apart). The owner can set a password through the reset mail.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

function names(identity: GoogleIdentity): { first_name: string; last_name: string } {
  const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const fallback = identity.email.split('@')[0] ?? '';
  return {
    first_name: (identity.givenName ?? first ?? fallback).slice(0, NAME_MAX),
    last_name: (identity.familyName ?? rest.join(' ')).slice(0, NAME_MAX),
  };
}
