import * as z from 'zod/mini';

/**
 * The shape of a programme's and a webinar's page in one language: what a content manager writes, one
 * file per page and language (`programmes/<slug>.<locale>.json`, `webinars/<slug>.<locale>.json`).
 * Every text is the page's own; the page's frame (headings such as "Sources", the lead button) comes
 * from the translations.
 */
const text = z.string().check(z.trim(), z.minLength(1));
const day = z.iso.date();

/** A titled part of the page: paragraphs, then a list. */
const section = z.strictObject({
  heading: text,
  paragraphs: z.optional(z.array(text)),
  items: z.optional(z.array(text)),
});

/** An official source the facts were checked against. */
const source = z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }) });

const pageFields = {
  title: text,
  /** The country the page is about (ISO 3166-1 alpha-2): the page links its companies, and its page lists it. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** The meta description (search results, social cards). */
  description: text,
  /** The sentence under the heading. */
  summary: text,
  /** The day the facts were last checked against the sources (`YYYY-MM-DD`). */
  checked_on: day,
  sources: z.array(source).check(z.minLength(1)),
  sections: z.array(section),
  /** What a lead sent from the page is about (`topic`, at most 200 characters), as the inbox shows it. */
  lead_topic: text.check(z.maxLength(200)),
};

/** A relocation programme: its facts at a glance (processing time, costs …), then its sections. */
export const programmeContent = z.strictObject({
  ...pageFields,
  facts: z.array(z.strictObject({ label: text, value: text })).check(z.minLength(1)),
});

/** A webinar: when, how long, how to join, who speaks and what about. */
export const webinarContent = z.strictObject({
  ...pageFields,
  starts_at: z.iso.datetime(),
  duration_minutes: z.number().check(z.int(), z.positive()),
  format: text,
  speaker: z.strictObject({ name: text, about: text }),
  agenda: z.array(text).check(z.minLength(1)),
});

export type ProgrammeContent = z.output<typeof programmeContent>;
export type WebinarContent = z.output<typeof webinarContent>;
export type ContentSection = z.output<typeof section>;
export type ContentSource = z.output<typeof source>;
