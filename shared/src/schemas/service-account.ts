import * as z from 'zod/mini';
import { CURRENCIES, SUBSCRIPTION_PACKAGES } from '../enums';
import { LOCALES } from '../locales';
import {
  FEEDBACK_FORM_TYPE_IDS,
  draftParagraphs,
  draftText,
  itemId,
  mediaPath,
  moderationState,
} from './company-account';
import { countryCode, currency, knownCountry, named, timeUnit } from './reference';
import { rule, uniqueList } from './rules';
import { singleLine } from './text';
import * as commonRules from './rules/common';
import * as listingsRules from './rules/listings';

/**
 * The service account's editor and wizard (docs/product.md, "Services"). As with
 * the company, texts are those of the language in `X-Localization`.
 */

export const SERVICE_LIMITS = {
  documents: 20,
  requiredSteps: 10,
  benefits: 10,
  feedbackForms: 3,
  sourceCountries: 250,
  purposes: 12,
  categories: 20,
} as const;

/** The default new service (docs/product.md, "Services"): three benefit slots, two required-step slots. */
export const NEW_SERVICE_SLOTS = { benefits: 3, requiredSteps: 2 } as const;

/** Backgrounds of the image library a service page may use; served at `/backgrounds/<id>.svg`. */
export const BACKGROUND_LIBRARY = ['city', 'mountains', 'sea', 'fields', 'documents', 'skyline'] as const;
export const backgroundUrl = (id: string) => `/backgrounds/${id}.svg`;

const icon = z.nullable(z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/)));
/** A price in major units of the chosen currency, cents allowed. */
const price = z.number().check(z.minimum(0), z.maximum(10_000_000));

const documentForm = z.object({ uuid: itemId, name: draftText(200), icon });
const pointForm = z.object({ uuid: itemId, name: draftText(200), description: draftParagraphs(1000), icon });
const feedbackFormForm = z.object({
  uuid: itemId,
  type: z.object({ id: z.literal(FEEDBACK_FORM_TYPE_IDS) }),
  description: draftParagraphs(500),
  background_image: z.nullable(mediaPath),
});

/** What the wizard and the editor send; PUT carries the `uuid` of the service it replaces. */
export const serviceForm = z
  .object({
    name: singleLine(160, 1),
    price_from: price,
    price_to: price,
    currency: z.object({ id: z.enum(CURRENCIES) }),
    duration: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
    time_unit: z.object({ id: z.number().check(z.int(), z.positive()) }),
    show_price_block: z.boolean(),
    show_duration_block: z.boolean(),
    show_documents_block: z.boolean(),
    show_required_steps_block: z.boolean(),
    show_benefits_block: z.boolean(),
    /** The background image: an id of the image library. */
    image_library: z.nullable(z.object({ id: z.enum(BACKGROUND_LIBRARY) })),
    receiving_reason: draftParagraphs(2000),
    applicant_requirements: draftParagraphs(2000),
    service_documents: z.array(documentForm).check(z.maxLength(SERVICE_LIMITS.documents)),
    service_required_steps: z.array(pointForm).check(z.maxLength(SERVICE_LIMITS.requiredSteps)),
    service_benefits: z.array(pointForm).check(z.maxLength(SERVICE_LIMITS.benefits)),
    feedback_forms: z.array(feedbackFormForm).check(z.maxLength(SERVICE_LIMITS.feedbackForms)),
  })
  .check(rule(listingsRules.priceOrder, (form) => form.price_from <= form.price_to, ['price_to']));
export type ServiceForm = z.input<typeof serviceForm>;

export const serviceUpdate = z
  .object({ ...serviceForm.shape, uuid: z.uuid() })
  .check(rule(listingsRules.priceOrder, (form) => form.price_from <= form.price_to, ['price_to']));

/** The service as the editor loads it: the draft if there is one, else the approved version. */
export const serviceAccount = z.object({
  ...serviceForm.shape,
  ...moderationState.shape,
  uuid: z.string(),
  name: z.string(),
  price_from: z.number(),
  price_to: z.number(),
  duration: z.number(),
  image_library: z.nullable(z.object({ id: z.string(), url: z.string() })),
  service_documents: z.array(z.object({ uuid: z.string(), name: z.string(), icon: z.nullable(z.string()) })),
  service_required_steps: z.array(
    z.object({ uuid: z.string(), name: z.string(), description: z.string(), icon: z.nullable(z.string()) }),
  ),
  service_benefits: z.array(
    z.object({ uuid: z.string(), name: z.string(), description: z.string(), icon: z.nullable(z.string()) }),
  ),
  feedback_forms: z.array(
    z.object({
      uuid: z.string(),
      type: z.object({ id: z.number() }),
      description: z.string(),
      background_image: z.nullable(z.string()),
    }),
  ),
  filled_locales: z.array(z.enum(LOCALES)),
  /** The languages with any text: what the plan's language limit counts (`shared/src/plans.ts` `localeOpen`). */
  text_locales: z.array(z.enum(LOCALES)),
});
export type ServiceAccount = z.infer<typeof serviceAccount>;

/** A row of the account's services list. */
export const serviceListItem = z.object({
  ...moderationState.shape,
  uuid: z.string(),
  name: z.string(),
  price_from: z.number(),
  price_to: z.number(),
  currency: z.enum(CURRENCIES),
  country: z.nullable(z.object({ id: countryCode, name: z.string() })),
  filled_locales: z.array(z.enum(LOCALES)),
});
export type ServiceListItem = z.infer<typeof serviceListItem>;

/**
 * The account's services list: the rows, and the company's plan, whose number
 * of published services the list shows (`shared/src/plans.ts`); null before
 * the company exists.
 */
export const serviceList = z.object({
  data: z.array(serviceListItem),
  plan: z.nullable(z.enum(SUBSCRIPTION_PACKAGES)),
});
export type ServiceList = z.infer<typeof serviceList>;

/** The service editor's choices (docs/product.md, "Services"), plus the default new service and the background library. */
export const serviceInit = z.object({
  company_name: z.string(),
  /** The company's plan and how many of its services are published: the wizard shows the plan's limits before a refusal. */
  plan: z.enum(SUBSCRIPTION_PACKAGES),
  published_services: z.number(),
  time_units: z.array(timeUnit),
  currencies: z.array(currency),
  feedback_form_types: z.array(named(z.number())),
  image_library: z.array(z.object({ id: z.enum(BACKGROUND_LIBRARY), url: z.string() })),
  /** The form of a new service: its name is still empty (the form requires one on saving). */
  default_service: z.object({ ...serviceForm.shape, name: draftText(160) }),
});
export type ServiceInit = z.infer<typeof serviceInit>;

/** What the search finds a service by (docs/product.md, "Services"). */
export const searchAttributesForm = z
  .object({
    uuid: z.uuid(),
    country: knownCountry,
    /** Source countries; empty means applicants from anywhere. */
    countries: uniqueList(knownCountry, SERVICE_LIMITS.sourceCountries),
    immigration_purposes: uniqueList(z.number().check(z.int(), z.positive()), SERVICE_LIMITS.purposes).check(
      z.minLength(1),
    ),
    categories: uniqueList(z.number().check(z.int(), z.positive()), SERVICE_LIMITS.categories).check(z.minLength(1)),
    main_category: z.number().check(z.int(), z.positive()),
  })
  .check(rule(commonRules.unique, (form) => !form.countries.includes(form.country), ['countries']));

export const searchAttributes = z.object({
  uuid: z.string(),
  country: z.nullable(z.string()),
  countries: z.array(z.string()),
  immigration_purposes: z.array(z.number()),
  categories: z.array(z.number()),
  main_category: z.nullable(z.number()),
});
export type SearchAttributes = z.infer<typeof searchAttributes>;

/** The choices of the search attributes (docs/product.md, "Services"): the same lists the search offers. */
export { searchInit as searchAttributesInit, type SearchInit as SearchAttributesInit } from './reference';

export const serviceIdParams = z.object({ id: z.uuid() });
export const serviceUuidParams = z.object({ uuid: z.uuid() });

/** `with-validation`: saved and complete, the wizard moves on (`redirect` and `uuid`; docs/product.md, "Services"). */
export const validatedSave = z.object({ redirect: z.boolean(), uuid: z.string() });
export const createdService = z.object({ uuid: z.string() });
