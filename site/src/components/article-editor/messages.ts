import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { LOCALES } from '@migralink/shared/locales';
import { ARTICLE_SECTIONS, ARTICLE_STATES } from '@migralink/shared/schemas/articles';

/** What both article screens name: states, sections, languages. */
const SHARED = [
  ...ARTICLE_STATES.map((state) => `admin.articles.state.${state}` as const),
  ...ARTICLE_SECTIONS.map((section) => `admin.articles.section.${section}` as const),
  ...LOCALES.map((locale) => `admin.articles.language.${locale}` as const),
  'admin.articles.loading',
  'admin.articles.not_staff',
  'common.retry',
] as const satisfies readonly MessageKey[];

/** The list of articles (plus the `errors` namespace: `pickFormMessages`). */
export const ARTICLES_KEYS = [
  ...SHARED,
  'admin.articles.lead',
  'admin.articles.new',
  'admin.articles.empty',
  'admin.articles.load_more',
  'admin.articles.loading_more',
  'admin.articles.open',
  'admin.articles.open_named',
  'admin.articles.changed',
] as const satisfies readonly MessageKey[];
export type ArticlesMessages = FormMessages<(typeof ARTICLES_KEYS)[number]>;
export type ArticlesKey = keyof ArticlesMessages;

/** One article's screen. */
export const ARTICLE_KEYS = [
  ...SHARED,
  ...(['locale', 'section', 'slug', 'title', 'summary', 'body', 'tags', 'countries', 'purposes'] as const).map(
    (field) => `admin.articles.field.${field}` as const,
  ),
  'admin.articles.field.author',
  'admin.articles.field.checked_by',
  'admin.articles.field.checked_on',
  'admin.articles.back',
  'admin.articles.choose',
  'admin.articles.slug_hint',
  'admin.articles.body_hint',
  'admin.articles.tags_hint',
  'admin.articles.save',
  'admin.articles.saving',
  'admin.articles.saved',
  'admin.articles.preview',
  'admin.articles.previewing',
  'admin.articles.preview_title',
  'admin.articles.cover_title',
  'admin.articles.cover_none',
  'admin.articles.cover_alt',
  'admin.articles.cover_choose',
  'admin.articles.cover_uploading',
  'admin.articles.cover_hint',
  'admin.articles.save_first',
  'admin.articles.versions_title',
  'admin.articles.version_missing',
  'admin.articles.translate',
  'admin.articles.actions_title',
  'admin.articles.publish',
  'admin.articles.publish_confirm',
  'admin.articles.publish_yes',
  'admin.articles.unpublish',
  'admin.articles.unpublish_confirm',
  'admin.articles.unpublish_yes',
  'admin.articles.delete',
  'admin.articles.delete_confirm',
  'admin.articles.delete_yes',
  'admin.articles.deleted',
  'admin.articles.working',
  'admin.articles.cancel',
  'admin.articles.view',
  'admin.articles.published_on',
] as const satisfies readonly MessageKey[];
export type ArticleMessages = FormMessages<(typeof ARTICLE_KEYS)[number]>;
export type ArticleKey = keyof ArticleMessages;
