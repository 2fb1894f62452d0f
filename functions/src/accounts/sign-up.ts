import type { SIGNUP_ROLES } from '@migralink/shared/schemas/auth';
import { createUser, EmailTakenError, normalizeEmail } from '#data/users';
import { hashPassword } from '#lib/passwords';
import { registrationAttemptMail } from '#mail/registration-attempt';
import { siteLink } from '#mail/links';
import { queueMail } from '#mail/outbox';
import { mailActivationLink } from './activation-link';
import type { RequestContext } from '#http/request-context';
import { findUserByEmail } from './find-user';
import { RATE_LIMITS } from '#http/limits';
import { accountMessage } from './messages';
import { assertAcceptablePassword } from './password-policy';
import { countAttempts } from '#http/rate-limit';
import { signUpReferral } from '#partners/attribution';

export interface SignupInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone?: string;
  role: (typeof SIGNUP_ROLES)[number];
  partner_code?: string;
}

/**
 * Registers an account and mails its activation link. A registered address
 * gets the same answer after the same work (the password is hashed either
 * way, one mail is sent either way): its owner is told that someone tried to
 * register, and nothing is created or changed.
 */
export async function signUp(input: SignupInput, context: RequestContext): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  await countAttempts([
    { rule: RATE_LIMITS.signupIp, subject: context.ip },
    { rule: RATE_LIMITS.signupAccount, subject: email },
  ]);
  assertAcceptablePassword(input.password, email, context.locale);
  const passwordHash = await hashPassword(input.password);
  const referral = await signUpReferral(input.role, input.partner_code);
  try {
    const user = await createUser(
      {
        email,
        password_hash: passwordHash,
        role: input.role,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone ?? null,
        locale: context.locale,
        email_verified: false,
        partner_id: referral.partnerId,
      },
      referral.writes,
    );
    await mailActivationLink(user).catch((error: unknown) => {
      // The account exists; its owner can ask for another link after signing in.
      context.log.error('activation code not stored', { error });
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    await warnOwner(email);
  }
  return { message: accountMessage('signupMailed', context.locale) };
}

/** How often at most an owner is told of attempts to register their address: one mail an hour says it. */
const ATTEMPT_MAIL_WINDOW_MS = 60 * 60 * 1000;

async function warnOwner(email: string): Promise<void> {
  const owner = await findUserByEmail(email);
  if (!owner) return;
  const mail = registrationAttemptMail(owner.locale, {
    firstName: owner.first_name,
    loginLink: siteLink(owner.locale, 'login'),
    resetLink: siteLink(owner.locale, 'forgotPassword'),
  });
  const hour = Math.floor(Date.now() / ATTEMPT_MAIL_WINDOW_MS);
  await queueMail({
    id: `registration-attempt:${owner.id}:${hour}`,
    kind: 'registration attempt',
    to: owner.email,
    ...mail,
  });
}
