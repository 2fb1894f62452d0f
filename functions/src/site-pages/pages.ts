import type { Locale } from '@migralink/shared/locales';
import { LOCALES } from '@migralink/shared/locales';
import {
  SITE_PAGE_CONTENT,
  SITE_PAGE_TEXT_MAX,
  textLength,
  type PublicSitePage,
  type SitePageContent,
  type SitePageLine,
  type StaffSitePage,
} from '@migralink/shared/schemas/site-pages';
import { firstEdition } from '@migralink/shared/site-pages/first-editions';
import { isSitePage, SITE_PAGES } from '@migralink/shared/site-pages/pages';
import { markSiteChanged } from '#data/site-build';
import { getSitePageItem, getSitePageItems, putSitePage, type SitePageItem, type SitePageRef } from '#data/site-pages';
import { ConflictError, NotFoundError, ValidationError } from '#http/errors';
import { parseInput } from '#http/validate';
import { sitePageMessage } from './messages';

/**
 * The programme, webinar and contacts pages (docs/product.md, "Programme, webinar and contacts pages"): each
 * page in each language is as a content manager last saved it, or its first edition while nothing is saved.
 * A save asks for a build of the pre-built site, which shows it within minutes.
 */

/** A page as staff see it: saved, or its first edition (no time, nobody). */
function staffView(page: SitePageRef, item: SitePageItem | undefined): StaffSitePage {
  if (item)
    return {
      ...page,
      content: item.content,
      updated_at: item.updated_at,
      updated_by: item.updated_by,
      first_edition: false,
    };
  return {
    ...page,
    content: firstEdition(page.kind, page.slug, page.locale)!,
    updated_at: null,
    updated_by: null,
    first_edition: true,
  };
}

const idOf = ({ kind, slug, locale }: SitePageRef) => `${kind}/${slug}/${locale}`;

/** The page asked for, if the site has it (404 otherwise). */
function known(page: SitePageRef, locale: Locale): SitePageRef {
  if (!isSitePage(page.kind, page.slug)) throw new NotFoundError({ message: sitePageMessage('unknown', locale) });
  return { kind: page.kind, slug: page.slug, locale: page.locale };
}

export async function publicSitePage(page: SitePageRef, locale: Locale): Promise<PublicSitePage> {
  const ref = known(page, locale);
  const { updated_by: _by, first_edition: _first, ...view } = staffView(ref, await getSitePageItem(ref));
  return view;
}

export async function staffSitePage(page: SitePageRef, locale: Locale): Promise<StaffSitePage> {
  const ref = known(page, locale);
  return staffView(ref, await getSitePageItem(ref, true));
}

/** Every page in every language, programmes first, each with its languages in the site's order. */
export async function staffSitePageList(): Promise<SitePageLine[]> {
  const refs = SITE_PAGES.flatMap(({ kind, slug }) => LOCALES.map((locale) => ({ kind, slug, locale })));
  const saved = new Map((await getSitePageItems(refs)).map((item) => [idOf(item), item]));
  return refs.map((ref) => lineOf(staffView(ref, saved.get(idOf(ref)))));
}

function lineOf({ kind, slug, locale, content, updated_at, first_edition }: StaffSitePage): SitePageLine {
  const titled = 'title' in content ? content : undefined;
  return {
    kind,
    slug,
    locale,
    title: titled?.title ?? null,
    checked_on: titled?.checked_on ?? null,
    updated_at,
    first_edition,
  };
}

/**
 * Saves a page in a language: its content checked against its kind's shape (422 at each field's path) and its
 * texts together against `SITE_PAGE_TEXT_MAX` (422 at `sections`), and written only if nobody saved it since
 * `readAt` (409 otherwise). Then the site is marked changed.
 */
export async function saveSitePage(
  page: SitePageRef,
  body: { updated_at: string | null } & Record<string, unknown>,
  userId: string,
  locale: Locale,
): Promise<StaffSitePage> {
  const ref = known(page, locale);
  const { updated_at: readAt, ...fields } = body;
  const content: SitePageContent = parseInput(SITE_PAGE_CONTENT[ref.kind], fields, locale);
  if (textLength(content) > SITE_PAGE_TEXT_MAX)
    throw new ValidationError({ sections: [sitePageMessage('tooLong', locale)] });
  const item: SitePageItem = { ...ref, content, updated_at: new Date().toISOString(), updated_by: userId };
  if (!(await putSitePage(item, readAt))) throw new ConflictError({ message: sitePageMessage('changed', locale) });
  await markSiteChanged(item.updated_at);
  return staffView(ref, item);
}
