import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { SITE_PAGE_KINDS } from '../site-pages/pages';
import { calendarDay, articleSlug } from './articles';
import { email } from './email';
import { multiLine, singleLine } from './text';

/**
 * The programme, webinar and contacts pages' texts (docs/product.md, "Programme, webinar and contacts pages"):
 * what a content manager writes, one per page and language. The page's frame (headings such as "Sources", the
 * lead button) comes from the translations. Every text and list is bounded, and all texts of a page together
 * at most `SITE_PAGE_TEXT_MAX` characters (each at most 3 bytes of UTF-8; the route saving a page checks it, so
 * its message weighs on that function alone), so a stored page stays far below DynamoDB's 400 KB.
 */
export const SITE_PAGE_LIMITS = {
  title: 160,
  description: 300,
  summary: 600,
  leadTopic: 200,
  heading: 160,
  paragraph: 2_000,
  item: 500,
  sections: 20,
  paragraphs: 10,
  items: 30,
  sources: 10,
  sourceName: 160,
  url: 500,
  facts: 20,
  factLabel: 100,
  factValue: 500,
  agenda: 20,
  agendaLine: 300,
  format: 300,
  speakerName: 120,
  speakerAbout: 600,
  durationMinutes: 600,
  offices: 10,
  officeLine: 200,
  phone: 40,
} as const;
/** All texts of one page in one language together, in characters (≤ 120,000 bytes of UTF-8). */
export const SITE_PAGE_TEXT_MAX = 40_000;

const L = SITE_PAGE_LIMITS;
const line = (max: number) => singleLine(max, 1);

/** The characters of every text in a value, however deep. */
export function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + textLength(item), 0);
  if (value && typeof value === 'object') return textLength(Object.values(value));
  return 0;
}

/** A titled part of the page: paragraphs, then a list. */
const section = z.strictObject({
  heading: line(L.heading),
  paragraphs: z.optional(z.array(multiLine(L.paragraph, 1)).check(z.maxLength(L.paragraphs))),
  items: z.optional(z.array(line(L.item)).check(z.maxLength(L.items))),
});

/** An official source the facts were checked against (an https address). */
const source = z.strictObject({
  name: line(L.sourceName),
  url: z.url({ protocol: /^https$/ }).check(z.maxLength(L.url)),
});

const pageFields = {
  title: line(L.title),
  /** The country the page is about (ISO 3166-1 alpha-2): the page links its companies, and its page lists it. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** The meta description (search results, social cards). */
  description: multiLine(L.description, 1),
  /** The sentence under the heading. */
  summary: multiLine(L.summary, 1),
  /** The day the facts were last checked against the sources (`YYYY-MM-DD`). */
  checked_on: calendarDay,
  sources: z.array(source).check(z.minLength(1), z.maxLength(L.sources)),
  sections: z.array(section).check(z.maxLength(L.sections)),
  /** What a lead sent from the page is about (`topic`), as the inbox shows it. */
  lead_topic: line(L.leadTopic),
};

/** A relocation programme: its facts at a glance (processing time, costs …), then its sections. */
export const programmeContent = z.strictObject({
  ...pageFields,
  facts: z
    .array(z.strictObject({ label: line(L.factLabel), value: line(L.factValue) }))
    .check(z.minLength(1), z.maxLength(L.facts)),
});

/** A webinar: when (UTC), how long, how to join, who speaks and what about. */
export const webinarContent = z.strictObject({
  ...pageFields,
  starts_at: z.iso.datetime(),
  duration_minutes: z.number().check(z.int(), z.positive(), z.maximum(L.durationMinutes)),
  format: line(L.format),
  speaker: z.strictObject({ name: line(L.speakerName), about: multiLine(L.speakerAbout, 1) }),
  agenda: z.array(line(L.agendaLine)).check(z.minLength(1), z.maxLength(L.agenda)),
});

/** One of the platform's offices, as the contacts page lists it. */
export const office = z.strictObject({
  name: line(L.officeLine),
  address: line(L.officeLine),
  city: line(L.officeLine),
  country: line(L.officeLine),
  phone: line(L.phone),
  email,
  opening_hours: line(L.officeLine),
});

/** The contacts page's offices: none (the page says the platform works online) to `offices` of them. */
export const contactsContent = z.strictObject({ offices: z.array(office).check(z.maxLength(L.offices)) });

export type ProgrammeContent = z.output<typeof programmeContent>;
export type WebinarContent = z.output<typeof webinarContent>;
export type ContactsContent = z.output<typeof contactsContent>;
export type ContentSection = z.output<typeof section>;
export type ContentSource = z.output<typeof source>;
export type Office = z.output<typeof office>;

/** Each kind's content, as its page is written and checked. */
export const SITE_PAGE_CONTENT = {
  programme: programmeContent,
  webinar: webinarContent,
  contacts: contactsContent,
} as const;
export type SitePageContentOf = { [K in keyof typeof SITE_PAGE_CONTENT]: z.output<(typeof SITE_PAGE_CONTENT)[K]> };
export type SitePageContent = SitePageContentOf[keyof SitePageContentOf];

const anyContent = z.union([programmeContent, webinarContent, contactsContent]);

/** Which page in which language: its kind, its address (slug) and the language. */
export const sitePageParams = z.object({ kind: z.enum(SITE_PAGE_KINDS), slug: articleSlug, locale: z.enum(LOCALES) });

/** A page as the public reads it; `updated_at` is null while it is still its first edition. */
export const publicSitePage = z.object({
  kind: z.enum(SITE_PAGE_KINDS),
  slug: z.string(),
  locale: z.enum(LOCALES),
  content: anyContent,
  updated_at: z.nullable(z.string()),
});
export type PublicSitePage = z.infer<typeof publicSitePage>;

/** A page as staff edit it: who saved it last, and whether it is still the first edition. */
export const staffSitePage = z.object({
  ...publicSitePage.shape,
  updated_by: z.nullable(z.string()),
  first_edition: z.boolean(),
});
export type StaffSitePage = z.infer<typeof staffSitePage>;

/** A line of staff's list: every page in every language. The contacts page has no title or day of its own. */
export const sitePageLine = z.object({
  kind: z.enum(SITE_PAGE_KINDS),
  slug: z.string(),
  locale: z.enum(LOCALES),
  title: z.nullable(z.string()),
  checked_on: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  first_edition: z.boolean(),
});
export type SitePageLine = z.infer<typeof sitePageLine>;
export const sitePageList = z.object({ items: z.array(sitePageLine) });

/**
 * A save: the page's content in its kind's shape (checked by the route, each field at its path, such as
 * `sections.2.paragraphs.0`) with the `updated_at` it was read with (null for the first edition): a page saved
 * meanwhile is not overwritten.
 */
export const sitePageSave = z.looseObject({ updated_at: z.nullable(z.string().check(z.maxLength(40))) });
