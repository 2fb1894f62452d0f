import * as z from 'zod/mini';
import { CURRENCIES, MODERATION_STATUSES, SUBSCRIPTION_PACKAGES } from '../enums';
import { LOCALES } from '../locales';
import { email } from './email';
import { named } from './reference';
import { hoursRange, rule, timeOfDay, uniqueList, weekDays } from './rules';
import { multiLine, singleLine } from './text';

/**
 * The company account's editor (docs/product.md, "Companies"). Texts are edited
 * one language at a time: a form carries the texts of the language named by
 * `?locale=` (by default the `X-Localization` of the request, which also words
 * the messages) and the server keeps the other languages' texts. Drafts may
 * leave texts empty; sending to moderation needs them written.
 */

/** The language being edited (or previewed). */
export const editQuery = z.object({ locale: z.optional(z.enum(LOCALES)) });

import {
  COMPANY_TYPES,
  CRYPTOCURRENCIES,
  FEEDBACK_FORM_TYPE_IDS,
  ICON_LIBRARY,
  MESSENGER_IDS,
  OFFICE_KINDS,
  OFFICE_TYPE_IDS,
  PAYMENT_METHODS,
} from '../company-ids';
import * as listingsRules from './rules/listings';

export {
  COMPANY_TYPES,
  CRYPTOCURRENCIES,
  FEEDBACK_FORM_TYPE_IDS,
  ICON_LIBRARY,
  MESSENGER_IDS,
  OFFICE_KINDS,
  OFFICE_TYPE_IDS,
  PAYMENT_METHODS,
};
export { iconUrl, type IconId } from '../company-ids';

/** Lists are bounded so that one company stays one small DynamoDB item (400 KB at most). */
export const COMPANY_LIMITS = {
  offices: 20,
  employeesPerOffice: 20,
  phonesPerOffice: 5,
  workingTimesPerOffice: 7,
  holidaysPerOffice: 20,
  achievements: 10,
  benefits: 10,
} as const;

/** A text of the language being edited; empty while the draft is unfinished. One line; `draftParagraphs` for several. */
export const draftText = (max: number) => singleLine(max);
export const draftParagraphs = (max: number) => multiLine(max);
/** A sub-item's id: sent back as received; a new item comes without one and gets one. */
/** A list item's id in a form: none for an item added since the last save. */
export const itemId = z.optional(z.nullable(z.uuid()));
/** A file of ours, as an upload answered it (`/media/<folder>/<owner>/<file>`); checked to be the company's. */
export const mediaPath = z.string().check(
  z.maxLength(300),
  rule(listingsRules.media, (path: string) => /^\/media\/[a-z_-]+\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+\.[a-z]+$/.test(path)),
);
const optionalEmail = z.union([z.literal(''), email]);
const reference = <T extends z.ZodMiniType>(id: T) => z.object({ id });

export const workingTimeForm = z
  .object({ days: weekDays, hour_from: timeOfDay, hour_to: timeOfDay })
  .check(rule(listingsRules.timeOrder, (row) => row.hour_from < row.hour_to, ['hour_to']));

export const holidayForm = z.object({ days: weekDays, hours: hoursRange });

export const employeeForm = z.object({
  uuid: itemId,
  name: singleLine(120, 1),
  position: draftText(120),
  avatar: z.nullable(mediaPath),
});

/**
 * An office as the editor sends it, but for its phones: `company-form.ts` adds them, with the
 * phone rule, so that only the functions that take a company form carry the numbering plans.
 */

/**
 * A latitude or longitude within ±`bound` degrees, kept to 7 decimals (about a centimetre): the map
 * needs no more, and DynamoDB stores no number closer to zero than 1e-130 (such a value is 0 here).
 */
const coordinate = (bound: number) =>
  z.pipe(
    z.number().check(z.minimum(-bound), z.maximum(bound)),
    z.transform((degrees: number) => Math.round(degrees * 1e7) / 1e7 || 0),
  );
export const officeFormShape = {
  uuid: itemId,
  address: draftText(300),
  email: optionalEmail,
  logo: z.nullable(mediaPath),
  type: z.enum(OFFICE_KINDS),
  show_block: z.boolean(),
  office_type: reference(z.literal(OFFICE_TYPE_IDS)),
  lat: coordinate(90),
  long: coordinate(180),
  office_working_times: z.array(workingTimeForm).check(z.maxLength(COMPANY_LIMITS.workingTimesPerOffice)),
  office_holidays: z.array(holidayForm).check(z.maxLength(COMPANY_LIMITS.holidaysPerOffice)),
  office_employees: z.array(employeeForm).check(z.maxLength(COMPANY_LIMITS.employeesPerOffice)),
};

const highlightForm = z.object({ uuid: itemId, description: draftParagraphs(300) });
const benefitForm = z.object({ ...highlightForm.shape, icon_id: z.nullable(z.enum(ICON_LIBRARY)) });

/** The company as the editor sends it, but for its offices (`company-form.ts` adds them). */
export const companyFormShape = {
  name: singleLine(120, 1),
  motto: draftText(200),
  description: draftParagraphs(5000),
  type: z.enum(COMPANY_TYPES),
  logo: z.nullable(mediaPath),
  show_achievements_block: z.boolean(),
  show_benefits_block: z.boolean(),
  show_payment_block: z.boolean(),
  cash_enabled: z.boolean(),
  cashless_enabled: z.boolean(),
  cryptocurrencies_enabled: z.boolean(),
  cash_currencies: uniqueList(z.enum(CURRENCIES), CURRENCIES.length),
  cashless_currencies: uniqueList(z.enum(CURRENCIES), CURRENCIES.length),
  cryptocurrencies: uniqueList(z.enum(CRYPTOCURRENCIES), CRYPTOCURRENCIES.length),
  company_achievements: z.array(highlightForm).check(z.maxLength(COMPANY_LIMITS.achievements)),
  company_benefits: z.array(benefitForm).check(z.maxLength(COMPANY_LIMITS.benefits)),
  company_payment_methods: uniqueList(z.enum(PAYMENT_METHODS), PAYMENT_METHODS.length),
  feedback_form: z.nullable(
    z.object({ description: draftParagraphs(500), feedback_form_type: reference(z.literal(FEEDBACK_FORM_TYPE_IDS)) }),
  ),
};

/** Moderation and publishing state, as companies and services both answer it. */
export const moderationState = z.object({
  status: z.enum(MODERATION_STATUSES),
  published: z.boolean(),
  moderator_comment: z.nullable(z.string()),
  /** Whether an approved version exists (the public sees it while `published`). */
  has_approved_version: z.boolean(),
  updated_at: z.string(),
});
export type ModerationStateView = z.infer<typeof moderationState>;

/** The answer of publish and unpublish (docs/product.md, "Moderation and publishing"): the new `published` and `status`. */
export const publishResult = z.object({ published: z.boolean(), status: z.enum(MODERATION_STATUSES) });

export const filledLocalesResult = z.object({ filled_locales: z.array(z.enum(LOCALES)) });

/** Items as the editor gets them back: every one has its id (`z.extend` so the id's type replaces the form's). */
const withIds = <S extends z.core.$ZodLooseShape>(shape: S) => z.extend(z.object(shape), { uuid: z.string() });
const libraryImage = z.object({ id: z.string(), url: z.string() });

/** The company as the editor loads it: the draft if there is one, else the approved version. */
export const companyAccount = z.object({
  ...companyFormShape,
  ...moderationState.shape,
  /** Null for the default new company, which is not stored until POST. */
  uuid: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  plan: z.enum(SUBSCRIPTION_PACKAGES),
  name: z.string(),
  logo_uuid: z.nullable(z.string()),
  company_achievements: z.array(withIds(highlightForm.shape)),
  company_benefits: z.array(withIds({ ...benefitForm.shape, icon_url: z.nullable(z.string()) })),
  offices: z.array(
    withIds({
      ...officeFormShape,
      logo_uuid: z.nullable(z.string()),
      office_working_times: z.array(
        z.object({ days: z.array(z.number()), hour_from: z.string(), hour_to: z.string() }),
      ),
      office_holidays: z.array(z.object({ days: z.array(z.number()), hours: z.string() })),
      office_employees: z.array(withIds({ ...employeeForm.shape, name: z.string() })),
      phones: z.array(z.object({ phone_number: z.string(), messengers: z.array(z.enum(MESSENGER_IDS)) })),
    }),
  ),
  /** Every icon the benefits may use. */
  image_library: z.array(libraryImage),
  filled_locales: z.array(z.enum(LOCALES)),
  /** The languages with any text: what the plan's language limit counts (`shared/src/plans.ts` `localeOpen`). */
  text_locales: z.array(z.enum(LOCALES)),
});
export type CompanyAccount = z.infer<typeof companyAccount>;

/** The editor's choices, named in the caller's language (docs/product.md, "Companies"). */
export const companyInit = z.object({
  messengers: z.array(named(z.enum(MESSENGER_IDS))),
  office_types: z.array(named(z.number())),
  office_kinds: z.array(named(z.enum(OFFICE_KINDS))),
  payment_methods: z.array(named(z.enum(PAYMENT_METHODS))),
  feedback_form_types: z.array(named(z.number())),
  cash_currencies: z.array(named(z.enum(CURRENCIES))),
  cashless_currencies: z.array(named(z.enum(CURRENCIES))),
  cryptocurrencies: z.array(named(z.enum(CRYPTOCURRENCIES))),
  company_types: z.array(named(z.enum(COMPANY_TYPES))),
  image_library: z.array(libraryImage),
});
export type CompanyInit = z.infer<typeof companyInit>;

/** The company's images: each uploaded on its own route, checked, then named by the editor's form. */
export const COMPANY_IMAGES = ['company_logo', 'office_logo', 'employee_avatar'] as const;
export type CompanyImage = (typeof COMPANY_IMAGES)[number];

/** An uploaded file the browser confirms (see the upload ticket), for a company image. */
export const companyImageUpload = z.object({
  key: z.string().check(z.regex(/^tmp\/[a-z_]+\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+$/)),
});
export const uploadedImage = z.object({ filePath: z.string(), uuid: z.string() });

export const companyIdParams = z.object({ uuid: z.uuid() });
/** `/v1/account/companies/{id}/contacts/viewed`. */
export const contactsViewedParams = z.object({ id: z.uuid() });

/** The steps that make a listing complete (GET /v1/account/companies/onboarding). */
export const ONBOARDING_STEPS = [
  'company_created',
  'profile_written',
  'logo_uploaded',
  'office_added',
  'service_created',
  'service_attributes',
  'sent_to_moderation',
  'approved',
  'published',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const onboarding = z.object({
  steps: z.array(z.object({ id: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  completed: z.number(),
  total: z.number(),
});
export type Onboarding = z.infer<typeof onboarding>;
