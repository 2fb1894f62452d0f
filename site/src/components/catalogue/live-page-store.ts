import { atom, computed } from 'nanostores';
import { ApiError } from '@migralink/shared/client';
import { isAnswered } from '@/api/answers';
import { createLoader } from '@/kit/load';
import { uuidFromQuery } from '@/urls/ids';

/**
 * The live pages (`/company/?id=`, `/service/?id=`) show what was published
 * after the build: they load by the `?id=` of the address, or by the id its
 * path names (a clean address the 404 page resolved), again when the currency
 * changes (prices come in the visitor's currency).
 */
export type LivePageState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'not_found' }
  | { readonly status: 'failed'; readonly network: boolean }
  | { readonly status: 'done'; readonly page: T };

export interface LivePageOptions<T> {
  /** Loads the page of an id (the API's calls). */
  readonly fetchPage: (id: string) => Promise<T>;
  /** The language links keep the page's query (`keepQueryInLanguageLinks`). */
  readonly keepQuery: (query: string) => void;
}

/** 404, or an id the API refuses (422): there is no such page. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

/** A live page's store: the page of the address's id, not found, or the failure with retry. */
export function createLivePage<T>({ fetchPage, keepQuery }: LivePageOptions<T>) {
  const loader = createLoader<T>();
  /** Whether the address names an id at all (a malformed one is "not found" without a call). */
  const $named = atom(true);
  /** The page last shown: it stays on screen while it loads again (another currency). */
  const $shown = atom<T | undefined>(undefined);
  loader.$state.listen((state) => {
    if (state.status === 'ready') $shown.set(state.data);
  });

  const $state = computed([$named, loader.$state, $shown], (named, state, shown): LivePageState<T> => {
    if (!named) return { status: 'not_found' };
    if (state.status === 'ready') return { status: 'done', page: state.data };
    if (state.status === 'loading')
      return shown === undefined ? { status: 'loading' } : { status: 'done', page: shown };
    if (isNotFound(state.error)) return { status: 'not_found' };
    return { status: 'failed', network: !isAnswered(state.error) };
  });

  return {
    $state,
    /** Loads the page the address's query (`location.search`) names; again on each call. */
    open(search: string): Promise<void> {
      const id = uuidFromQuery(search);
      $named.set(id !== undefined);
      if (!id) return Promise.resolve();
      keepQuery(`id=${id}`);
      return loader.load(() => fetchPage(id));
    },
    /** Loads the page of an id the address names in its path (a clean address not pre-built yet). */
    openId(id: string): Promise<void> {
      $named.set(true);
      return loader.load(() => fetchPage(id));
    },
    retry: () => loader.retry(),
    /** The island is gone, or loads again: an answer still on its way is dropped. */
    dispose: () => loader.cancel(),
  };
}

export type LivePage<T> = ReturnType<typeof createLivePage<T>>;
