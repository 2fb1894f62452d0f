import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { dateTimeText, viewerZone } from '@/i18n/dates';
import type { MessageParams } from '@/i18n/format';
import type { ErrorMessageKey } from '@/i18n/messages';
import type { Form } from './form';
import { useIsland } from './island';
import { createLoader, type Loaded } from './load';
import { hasProblems, problemText } from './problems';
import { createRequest, isBusy, type RequestOptions, type RequestState } from './request';

export { useHydrated, useIsland } from './island';

/**
 * The React side of the kit: an island creates its store once (`useIsland`),
 * reads it with `useStore`, and calls its actions. Nothing here holds state of its own
 * beyond what React must (a ref to the form element, whether the island runs).
 */

type Translate = (key: ErrorMessageKey, params?: MessageParams) => string;

/** What a control needs of a form's field: its name, value, change action and error text. */
export interface Bound<T> {
  readonly name: string;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly error: string | undefined;
}

/**
 * A form store for its component: the values, the request's state, whether it is busy,
 * the general error's text, and `bind(name)` that wires a field control
 * (`<TextField {...bind('email')} label={…} />`).
 */
export function useForm<V extends object>(form: Form<V>, t: Translate) {
  const values = useStore(form.$values) as V;
  const state = useStore(form.request.$state);
  const bind = <K extends keyof V & string>(name: K): Bound<V[K]> => ({
    name,
    value: values[name],
    onChange: (value) => form.set(name, value),
    error: problemText(t, state.problems.fields[name]),
  });
  return { values, state, busy: isBusy(state), general: problemText(t, state.problems.general), bind };
}

/**
 * Loads what a screen shows when `load` changes (keep it stable: `useMemo` or
 * `useCallback`) and again on `retry()`, on a loader store (`createLoader`). An
 * answer that arrives after the screen moved on is dropped; an expired session
 * calls `onSessionExpired` instead of failing. `load` undefined: nothing to load
 * yet (the state stays `loading`, e.g. until the island knows who is signed in).
 */
export function useLoad<T>(
  load: (() => Promise<T>) | undefined,
  onSessionExpired: () => void,
): { readonly state: Loaded<T>; readonly retry: () => void } {
  const expired = useRef(onSessionExpired);
  expired.current = onSessionExpired;
  const loader = useIsland(() => createLoader<T>({ onSessionExpired: () => expired.current() }));
  useEffect(() => {
    if (load) void loader.load(load);
    return loader.cancel;
  }, [load, loader]);
  return { state: useStore(loader.$state), retry: () => void loader.retry() };
}

/** Moves the focus to the first field marked invalid after a failed submit, so it is seen and heard. */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, state: RequestState<string>): void {
  useEffect(() => {
    if (state.phase !== 'failed' || !hasProblems(state.problems)) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [form, state]);
}

const TYPED_INPUTS =
  'input[name]:is([type="text"], [type="email"], [type="tel"], [type="password"]), input[name][type="radio"]:checked';

/**
 * Takes over what was typed into the server-rendered form before the island
 * hydrated: React would otherwise reset those inputs to its (empty) state at
 * the next render. Runs once, right after hydration.
 */
export function useAdoptTypedValues(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    for (const input of form.current?.querySelectorAll<HTMLInputElement>(TYPED_INPUTS) ?? []) {
      if (input.value) adoptRef.current(input.name, input.value);
    }
  }, [form]);
}

/** Takes what the browser filled in before hydration into a form store, for the fields it has. */
export function useAdoptInto<V extends object>(element: RefObject<HTMLFormElement | null>, form: Form<V>): void {
  useAdoptTypedValues(element, (name, value) => {
    if (name in form.$values.get()) form.set(name as keyof V & string, value as V[keyof V & string]);
  });
}

/** A query parameter of the current address (after hydration; the pages are static). */
export function queryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/**
 * The item a screen opens from its address (`?id=`): null on the list; opened with `open` once the reader may
 * see it (`allowed`). `open` must keep its identity (a store's action).
 */
export function useOpenedId(allowed: boolean, open: (id: string) => unknown): string | null {
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    const id = queryParam('id');
    setOpened(id);
    if (allowed && id) void open(id);
  }, [allowed, open]);
  return opened;
}

/** A request that is no form (a publish button, a decision) for its component: state and actions. */
export function useRequest<F extends string>(options: RequestOptions<F>) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const request = useIsland(() =>
    createRequest<F>({
      get fields() {
        return optionsRef.current.fields;
      },
      get codeFields() {
        return optionsRef.current.codeFields;
      },
      onSessionExpired: () => optionsRef.current.onSessionExpired?.(),
    }),
  );
  return { state: useStore(request.$state), run: request.run, reject: request.reject, reset: request.reset };
}

/**
 * A date and time as the reader's language writes them, on the reader's clock (signed-in screens
 * show them in the browser only); the text as it came when it is no date.
 */
export function useDateFormat(locale: Locale): (iso: string) => string {
  return useMemo(() => {
    const zone = viewerZone();
    return (iso: string) => dateTimeText(iso, locale, zone);
  }, [locale]);
}
