import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { LOCALES } from '@migralink/shared/locales';
import { SITE_PAGE_KINDS } from '@migralink/shared/site-pages/pages';

/** What both screens name: kinds, languages, loading, who may. */
const SHARED = [
  ...SITE_PAGE_KINDS.map((kind) => `admin.site_pages.kind.${kind}` as const),
  ...LOCALES.map((locale) => `admin.site_pages.language.${locale}` as const),
  'admin.site_pages.contacts_title',
  'admin.site_pages.loading',
  'admin.site_pages.not_staff',
  'common.retry',
] as const satisfies readonly MessageKey[];

/** The list of pages (plus the `errors` namespace: `pickFormMessages`). */
export const SITE_PAGES_KEYS = [
  ...SHARED,
  'admin.site_pages.lead',
  'admin.site_pages.first_edition',
  'admin.site_pages.edited',
  'admin.site_pages.checked',
  'admin.site_pages.open',
  'admin.site_pages.open_named',
] as const satisfies readonly MessageKey[];
export type SitePagesMessages = FormMessages<(typeof SITE_PAGES_KEYS)[number]>;
export type SitePagesKey = keyof SitePagesMessages;

const FIELDS = [
  'title',
  'description',
  'summary',
  'checked_on',
  'lead_topic',
  'source_name',
  'source_url',
  'heading',
  'fact_label',
  'fact_value',
  'starts_at',
  'duration_minutes',
  'format',
  'speaker_name',
  'speaker_about',
  'name',
  'address',
  'city',
  'country',
  'phone',
  'email',
  'opening_hours',
] as const;

/** One page's screen. */
export const SITE_PAGE_KEYS = [
  ...SHARED,
  ...FIELDS.map((field) => `admin.site_pages.field.${field}` as const),
  'admin.site_pages.first_edition',
  'admin.site_pages.edited',
  'admin.site_pages.back',
  'admin.site_pages.unknown',
  'admin.site_pages.view',
  'admin.site_pages.build_note',
  'admin.site_pages.save',
  'admin.site_pages.saving',
  'admin.site_pages.saved',
  'admin.site_pages.reload',
  'admin.site_pages.sources_title',
  'admin.site_pages.source',
  'admin.site_pages.add_source',
  'admin.site_pages.sections_title',
  'admin.site_pages.section',
  'admin.site_pages.paragraph',
  'admin.site_pages.item',
  'admin.site_pages.add_section',
  'admin.site_pages.add_paragraph',
  'admin.site_pages.add_item',
  'admin.site_pages.facts_title',
  'admin.site_pages.fact',
  'admin.site_pages.add_fact',
  'admin.site_pages.webinar_title',
  'admin.site_pages.starts_hint',
  'admin.site_pages.agenda_title',
  'admin.site_pages.agenda_line',
  'admin.site_pages.add_agenda',
  'admin.site_pages.offices_title',
  'admin.site_pages.offices_empty',
  'admin.site_pages.office',
  'admin.site_pages.add_office',
  'admin.site_pages.at_most',
  'admin.site_pages.move_up',
  'admin.site_pages.move_down',
  'admin.site_pages.remove',
] as const satisfies readonly MessageKey[];
export type SitePageMessages = FormMessages<(typeof SITE_PAGE_KEYS)[number]>;
export type SitePageKey = keyof SitePageMessages;
