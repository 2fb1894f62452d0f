import * as z from 'zod/mini';
import {
  CONTROL_CHARACTER,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from '../account-rules';
import { ROLES } from '../enums';
import { LOCALES } from '../locales';
import { email } from './email';
import { partnerCode } from './partner-code';
import { rule } from './rules';
import { singleLine } from './text';
import * as accountsRules from './rules/accounts';
import * as commonRules from './rules/common';

export const password = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH),
  z.maxLength(PASSWORD_MAX_LENGTH),
  rule(accountsRules.passwordCharacters, (value: string) => !CONTROL_CHARACTER.test(value)),
);
const name = singleLine(NAME_MAX_LENGTH, 1);
export const phone = z.string().check(rule(commonRules.phone, (value: string) => PHONE_PATTERN.test(value)));

/** Roles a visitor may choose at sign-up; staff roles are granted by an admin. */
export const SIGNUP_ROLES = ['client', 'company', 'partner'] as const;

/** A single-use code from a mail link: 43 base64url characters (32 random bytes). */
export const code = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
export const codeParams = z.object({ code });

/** The signed-in user as the account screens show it (docs/product.md, "Profile"). */
export const profile = z.object({
  uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  position: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  email_notifications: z.boolean(),
  language: z.enum(LOCALES),
  new_leads: z.number(),
  new_messages: z.number(),
  registered_at: z.string(),
  company: z.nullable(z.object({ uuid: z.string(), name: z.string() })),
  /**
   * Why the platform no longer mails this address (docs/product.md, "Mail"), since when: a hard bounce stops every
   * mail, a complaint newsletters only. Only the profile route says it; absent when mail goes out.
   */
  mail_stopped: z.optional(z.object({ reason: z.enum(['bounce', 'complaint']), since: z.string() })),
});
export type Profile = z.infer<typeof profile>;

/** A signed-in session: the bearer token and who it belongs to. */
export const session = z.object({ token: z.string(), user: profile });
export type Session = z.infer<typeof session>;

/** Answers that must not tell whether an address is registered carry only a message. */
export const notice = z.object({ message: z.string() });

export const signupBody = z.object({
  email,
  password,
  first_name: name,
  last_name: name,
  phone: z.optional(phone),
  role: z.enum(SIGNUP_ROLES),
  /** The referral code the site keeps from a partner's link (docs/product.md, "Partner programme"). */
  partner_code: z.optional(partnerCode),
});

export const signinBody = z.object({ email, password: z.string().check(z.minLength(1), z.maxLength(1024)) });

export const emailBody = z.object({ email });

export const resetBody = z.object({ password });

export const changePasswordBody = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(1024)),
  password,
});

export const profileUpdateBody = z.object({
  first_name: name,
  last_name: name,
  position: z.optional(z.nullable(singleLine(120))),
  phone: z.optional(z.nullable(phone)),
  email_notifications: z.optional(z.boolean()),
  language: z.optional(z.enum(LOCALES)),
});

/** A Google ID token from the browser's Sign in with Google. */
export const socialLoginBody = z.object({ id_token: z.string().check(z.minLength(20), z.maxLength(4096)) });
export const socialSignupBody = z.object({
  ...socialLoginBody.shape,
  role: z.enum(SIGNUP_ROLES),
  /** As the sign-up form sends it: the referral code kept from a partner's link. */
  partner_code: z.optional(partnerCode),
});

/** What an upload is for decides its size limit, its allowed types and where the file ends up. */
export const UPLOAD_PURPOSES = [
  'avatar',
  'company_logo',
  'office_logo',
  'employee_avatar',
  'certificate_document',
  'article_cover',
  'appeal_attachment',
] as const;

export const uploadRequestBody = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  content_type: z.string().check(z.maxLength(100)),
  size: z.number().check(z.int(), z.positive()),
});

/** A presigned browser POST: send `fields` then the file as `file` to `url`, then confirm with `key`. */
export const uploadTicket = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expires_at: z.string(),
});

export const uploadedFileBody = z.object({
  key: z.string().check(z.regex(/^tmp\/[a-z_]+\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+$/)),
});
export const filePath = z.object({ filePath: z.string() });

export const roleBody = z.object({ role: z.enum(ROLES) });
export const userParams = z.object({ uuid: z.uuid() });
