import { atom, computed, type ReadableAtom } from 'nanostores';
import { requestUpload } from '@migralink/shared/api/accounts';
import {
  createArticle,
  deleteArticle,
  getStaffArticle,
  previewArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
  uploadArticleCover,
} from '@migralink/shared/api/articles';
import { getSearchInit } from '@migralink/shared/api/reference';
import type { Locale } from '@migralink/shared/locales';
import type { Article, ArticleContent, ArticleSection } from '@migralink/shared/schemas/articles';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { callChecked } from '@/api/checked';
import { sendToStorage } from '@/components/account/upload';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { describeWithRefusal, type Problem } from '@/kit/problems';
import { createRequest } from '@/kit/request';

/** What the form edits; tags as typed (comma-separated), the rest as the API takes them. */
export interface ArticleValues {
  readonly locale: string;
  readonly section: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly tags: string;
  readonly countries: readonly string[];
  readonly purposes: readonly number[];
  readonly author: string;
  readonly checked_by: string;
  readonly checked_on: string;
}

/** The choices of countries and purposes the editor offers (the search's lists in the page's language). */
export type ArticleChoices = Pick<SearchInit, 'countries' | 'served_destinations' | 'immigration_purposes'>;

/** Which confirmation is asked for: publish, unpublish or delete. */
export type ArticleAction = 'publish' | 'unpublish' | 'delete';

const required = (value: string): Problem | undefined => (value.trim() ? undefined : { key: 'errors.field.required' });
const TEXTS = ['locale', 'section', 'slug', 'title', 'summary', 'body', 'author', 'checked_by', 'checked_on'] as const;

const EMPTY: ArticleValues = {
  ...(Object.fromEntries(TEXTS.map((name) => [name, ''])) as Record<(typeof TEXTS)[number], string>),
  tags: '',
  countries: [],
  purposes: [],
};

export const valuesOf = (article: Article): ArticleValues => ({
  ...(Object.fromEntries(TEXTS.map((name) => [name, article[name]])) as Record<(typeof TEXTS)[number], string>),
  tags: article.tags.join(', '),
  countries: article.countries,
  purposes: article.purposes,
});

/** The form's values as the API takes them (the API refuses what the form's checks let through). */
export const contentOf = (values: ArticleValues): ArticleContent => ({
  ...values,
  locale: values.locale as Locale,
  section: values.section as ArticleSection,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  countries: [...values.countries],
  purposes: [...values.purposes],
});

export interface ArticleDeps {
  readonly onSessionExpired: () => void;
  /** A new article was saved: its id goes into the address. */
  readonly onCreated: (id: string) => void;
  /** Its file went to storage and was checked: the upload's three steps (`components/account/upload.ts`). */
  readonly fetch?: typeof fetch;
}

/**
 * One article's screen (docs/product.md, "Articles"): the form (new, a translation of `translationOf`, or `?id=`
 * loaded), saved with POST then PUT; a preview of the typed body rendered by the API; the cover; publish,
 * unpublish and delete, each confirmed first.
 */
export function createArticleEditor({ onSessionExpired, onCreated, fetch: doFetch }: ArticleDeps) {
  const loader = createLoader<ArticleChoices>({ onSessionExpired });
  const checks = Object.fromEntries(TEXTS.map((name) => [name, required]));
  const form = createForm<ArticleValues>({ initial: EMPTY, checks, onSessionExpired, describe: describeWithRefusal });
  const $saved = atom<Article | null>(null);
  const $preview = atom<string | null>(null);
  const $asking = atom<ArticleAction | null>(null);
  const $deleted = atom(false);
  let translationOf: string | undefined;
  const preview = createRequest<never>({ fields: [], onSessionExpired });
  const cover = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const action = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const $dirty = computed([form.$values, $saved], (values, saved) => {
    if (!saved) return true;
    const before = valuesOf(saved);
    return (Object.keys(before) as (keyof ArticleValues)[]).some(
      (name) => String(values[name]) !== String(before[name]),
    );
  });

  const keep = (article: Article) => {
    $saved.set(article);
    form.assign(valuesOf(article));
  };

  const actions: Record<ArticleAction, (id: string) => Promise<void>> = {
    publish: async (id) => keep((await callChecked(publishArticle, { params: { id } })).data),
    unpublish: async (id) => keep((await callChecked(unpublishArticle, { params: { id } })).data),
    delete: async (id) => {
      await callChecked(deleteArticle, { params: { id } });
      $saved.set(null);
      $deleted.set(true);
    },
  };

  return {
    loader,
    form,
    preview,
    cover,
    action,
    $saved: $saved as ReadableAtom<Article | null>,
    $dirty,
    $preview: $preview as ReadableAtom<string | null>,
    $asking: $asking as ReadableAtom<ArticleAction | null>,
    $deleted: $deleted as ReadableAtom<boolean>,
    /** The address's article (`id`), or a new one in `locale`, a translation of `original` if given. */
    start(id: string | null, locale: Locale, original: string | null): Promise<void> {
      return loader.load(async () => {
        const choices = callChecked(getSearchInit, {});
        if (id) keep((await callChecked(getStaffArticle, { params: { id } })).data);
        else if (original) {
          const source = (await callChecked(getStaffArticle, { params: { id: original } })).data;
          translationOf = source.id;
          form.assign({ ...valuesOf(source), locale: '', title: '', summary: '', body: '' });
        } else form.assign({ locale, checked_on: new Date().toISOString().slice(0, 10) });
        return (await choices).data;
      });
    },
    save: () =>
      form.submit(async (values) => {
        const saved = $saved.get();
        const body = contentOf(values);
        const { data } = saved
          ? await callChecked(updateArticle, { params: { id: saved.id }, body })
          : await callChecked(createArticle, { body: { ...body, translation_of: translationOf } });
        if (!saved) onCreated(data.id);
        keep(data);
      }),
    showPreview: () =>
      preview.run(async () => {
        $preview.set((await callChecked(previewArticle, { body: { body: form.$values.get().body } })).data.html);
      }),
    uploadCover: (file: File) =>
      cover.run(async () => {
        const saved = $saved.get();
        if (!saved) return;
        const { data: ticket } = await callChecked(requestUpload, {
          body: { purpose: 'article_cover', content_type: file.type, size: file.size },
        });
        await sendToStorage(ticket, file, doFetch);
        const params = { id: saved.id };
        const { data } = await callChecked(uploadArticleCover, { params, body: { key: ticket.key } });
        // Only the cover changed: what is typed and not yet saved stays as it is.
        $saved.set({ ...saved, cover: data.filePath });
      }),
    ask: (what: ArticleAction) => $asking.set(what),
    cancel: () => $asking.set(null),
    confirm: () =>
      action.run(async () => {
        const saved = $saved.get();
        const what = $asking.get();
        if (!saved || !what) return;
        await actions[what](saved.id);
        $asking.set(null);
      }),
  };
}

export type ArticleEditor = ReturnType<typeof createArticleEditor>;
