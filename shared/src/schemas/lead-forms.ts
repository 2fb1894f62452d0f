import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from '../account-rules';
import { email } from './email';
import { formTokenField } from './forms';
import { boundedText, leadAttribution } from './leads';
import { partnerCode } from './partner-code';
import { phoneNumber } from './phone';
import { knownCountry } from './reference';
import { rule } from './rules';
import { multiLine, singleLine } from './text';
import * as formsRules from './rules/forms';
import * as leadsRules from './rules/leads';

/**
 * What the lead forms send (`POST /v1/lead` and the platform's forms). A module
 * of its own: it validates a phone number, whose numbering plans only the
 * functions that take a lead carry (not the inbox's).
 */

/** What every lead form sends. */
const leadFields = {
  name: singleLine(NAME_MAX_LENGTH, 1),
  email: z.optional(email),
  /** International form; stored as E.164. */
  phone: z.optional(phoneNumber),
  message: z.optional(multiLine(2000)),
  /** The visitor agrees to the processing of their data: must be true. */
  consent: z.boolean().check(rule(formsRules.consent, (value: boolean) => value)),
  /** The visitor's country, ISO 3166-1 alpha-2 (from the geolocation cookie, changeable in the form). */
  country: knownCountry,
  /** What the form was about (the programme's, seminar's or passport's title), as the page names it. */
  topic: z.optional(boundedText(200)),
  attribution: z.optional(leadAttribution),
  /** The referral code the site keeps from a partner's link (docs/product.md, "Partner programme"); not stored on the lead. */
  partner_code: z.optional(partnerCode),
  /**
   * A field people never see and never fill (hidden by the form): a lead that
   * fills it is a robot's, answered as if accepted and dropped.
   */
  website: z.optional(z.string().check(z.maxLength(500))),
  /**
   * The form token the form got when it opened (`GET /v1/forms/token?kind=lead`): the server refuses a
   * lead sent sooner after it than a person fills a form, and one without a valid token.
   */
  form_token: formTokenField,
  /** Chosen by the form once: the same key sent again within minutes answers the first lead, writing nothing. */
  idempotency_key: z.uuid(),
};

type ContactFields = { email?: string; phone?: string };
const contactRequired = rule(leadsRules.leadContact, (lead: ContactFields) => !!lead.email || !!lead.phone, ['email']);

/** `POST /v1/lead`: to a company, optionally about one of its public services. */
export const companyLeadBody = z
  .object({ ...leadFields, company_id: z.uuid(), service_id: z.optional(z.uuid()) })
  .check(contactRequired);

/** `POST /v1/{program,seminar,passport}/lead`: to the platform, no company. */
export const platformLeadBody = z.object(leadFields).check(contactRequired);

export type CompanyLeadBody = z.output<typeof companyLeadBody>;
export type PlatformLeadBody = z.output<typeof platformLeadBody>;
