import { atom, computed, type ReadableAtom } from 'nanostores';
import { getStaffSitePage, updateSitePage } from '@migralink/shared/api/site-pages';
import { ApiError } from '@migralink/shared/client';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import type { SitePageContent, StaffSitePage } from '@migralink/shared/schemas/site-pages';
import { isSitePage, SITE_PAGE_KINDS, type SitePageKind } from '@migralink/shared/site-pages/pages';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { describeWithRefusal } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { changedAt, fieldPaths, moved, type Path } from './content-paths';

/** Which page in which language the screen edits (`?kind=&slug=&locale=`). */
export interface SitePageAddress {
  readonly kind: SitePageKind;
  readonly slug: string;
  readonly locale: Locale;
}

/** The address's page, if it names one of the site's pages. */
export function sitePageAddress(kind: string | null, slug: string | null, locale: string | null) {
  const known = SITE_PAGE_KINDS.find((name) => name === kind);
  const language = LOCALES.find((name) => name === locale);
  if (!known || !language || !slug || !isSitePage(known, slug)) return undefined;
  return { kind: known, slug, locale: language } satisfies SitePageAddress;
}

/** A section's lists always present, so rows can be added to them. */
function editable(content: SitePageContent): SitePageContent {
  if (!('sections' in content)) return content;
  const sections = content.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs ?? [],
    items: section.items ?? [],
  }));
  return { ...content, sections };
}

/**
 * One page's screen (docs/product.md, "Programme, webinar and contacts pages"): its content edited by path,
 * saved whole with the `updated_at` it was read with. A 422 puts each message at its field's path; a 409 (saved
 * meanwhile) leaves what was typed and asks for a reload.
 */
export function createSitePageEditor({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const loader = createLoader<StaffSitePage>({ onSessionExpired });
  const $content = atom<SitePageContent | null>(null);
  const $saved = atom<StaffSitePage | null>(null);
  const $stale = atom(false);
  let address: SitePageAddress | undefined;
  const save = createRequest<string>({
    fields: [],
    onSessionExpired,
    describe: (error, options) => {
      if (error instanceof ApiError && error.status === 409) $stale.set(true);
      return describeWithRefusal(error, { ...options, fields: fieldPaths($content.get()) });
    },
  });
  const $dirty = computed([$content, $saved], (content, saved) =>
    Boolean(saved && JSON.stringify(content) !== JSON.stringify(editable(saved.content))),
  );
  const keep = (page: StaffSitePage) => {
    $saved.set(page);
    $content.set(editable(page.content));
  };
  const change = (path: Path, how: (value: unknown) => unknown) => {
    const content = $content.get();
    if (content) $content.set(changedAt(content, path, how));
  };
  const list = (path: Path, how: (rows: unknown[]) => unknown[]) => change(path, (rows) => how(rows as unknown[]));
  const start = (page: SitePageAddress): Promise<void> => {
    address = page;
    $stale.set(false);
    save.reset();
    return loader.load(async () => {
      const { data } = await callChecked(getStaffSitePage, { params: page });
      keep(data);
      return data;
    });
  };

  return {
    loader,
    save,
    $content: $content as ReadableAtom<SitePageContent | null>,
    $saved: $saved as ReadableAtom<StaffSitePage | null>,
    $stale: $stale as ReadableAtom<boolean>,
    $dirty,
    start,
    /** Reads the page again (after a 409): what was typed gives way to what was saved. */
    reload: () => (address ? start(address) : Promise.resolve()),
    set: (path: Path, value: unknown) => change(path, () => value),
    add: (path: Path, row: unknown) => list(path, (rows) => [...rows, row]),
    remove: (path: Path, index: number) => list(path, (rows) => rows.filter((_, at) => at !== index)),
    move: (path: Path, index: number, by: number) => list(path, (rows) => moved(rows, index, by)),
    submit: () =>
      save.run(async () => {
        const saved = $saved.get();
        const content = $content.get();
        if (!address || !saved || !content) return;
        const body = { ...content, updated_at: saved.updated_at };
        const { data } = await callChecked(updateSitePage, { params: address, body });
        keep(data);
        loader.set(data);
      }),
  };
}

export type SitePageEditor = ReturnType<typeof createSitePageEditor>;
