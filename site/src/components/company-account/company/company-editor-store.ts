import { atom, computed } from 'nanostores';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { localeOpen, plansAllowing } from '@migralink/shared/plans';
import type { Translate } from '@/i18n/format';
import { createLoader, type Loaded } from '@/kit/load';
import { createRequest } from '@/kit/request';
import { authToken } from '@/stores/auth';
import { createEditorActions } from './company-editor-actions';
import { editorFetch, type EditorData } from './company-editor-fetch';
import { createEditorSave } from './company-editor-save';
import { companyBody, companyValues, type CompanyValues } from './company-form';
import { companyFieldPaths, officeFieldPaths, type EditorScreen } from './company-problems';
import type { EditorFrameKey } from './messages';

export interface CompanyEditorOptions {
  /** The page's language: the texts and the API's messages. */
  readonly locale: Locale;
  readonly screen: EditorScreen;
  readonly t: Translate<EditorFrameKey>;
  /** Asks whether unsaved changes may be dropped (`window.confirm` in the browser). */
  readonly confirm: (question: string) => boolean;
  /** Writes the edited language into the address (`?locale=`), so a reload and the links keep it. */
  readonly showLocale: (locale: Locale) => void;
  /** Leads to sign-in: no session, or the API no longer accepts it. */
  readonly toSignIn: () => void;
}

/**
 * The languages the company's plan does not let it write texts in (any
 * language already written stays open), and the plans that would: the tabs
 * say so before the owner writes a text the save would refuse.
 */
function planLocales(state: Loaded<EditorData>) {
  if (state.status !== 'ready') return { locked: [] as Locale[], plans: [] as SubscriptionPackage[] };
  const { plan, text_locales: written } = state.data.company;
  return {
    locked: LOCALES.filter((each) => !localeOpen(plan, written, each)),
    plans: plansAllowing('locales', written.length + 1),
  };
}

/**
 * The store both editors share (the company editor and the offices editor each
 * show their part of the one company form and save it whole): the form of the
 * edited language, loaded with the init lists; saving it (`company-editor-save.ts`:
 * POST creates the company, PUT saves the draft) with the form's own checks first; the language
 * switch, which asks before dropping unsaved changes; the moderation actions
 * (`company-editor-actions.ts`); the plans that would allow what a `403 plan_limit` refused, and the
 * languages the plan does not include, which cannot be written at all.
 */
export function createCompanyEditor({ locale, screen, t, confirm, showLocale, toSignIn }: CompanyEditorOptions) {
  const loader = createLoader<EditorData>({ onSessionExpired: toSignIn });
  const fetchEditor = editorFetch();
  const $editLocale = atom<Locale>(locale);
  /** The form; null while the edited language loads. */
  const $values = atom<CompanyValues | null>(null);
  const $savedBody = atom('');
  const $dirty = computed(
    [$values, $savedBody],
    (values, saved) => values !== null && JSON.stringify(companyBody(values)) !== saved,
  );
  /** Whether the last failure also concerns fields of the other editor. */
  const $elsewhere = atom(false);
  /** The plans that would allow what the last save was refused for (403 `plan_limit`). */
  const $plans = atom<readonly SubscriptionPackage[]>([]);
  const $planLocales = computed(loader.$state, planLocales);
  /** Whether the edited language is one the plan does not include: its form is shown but cannot be changed or saved. */
  const $locked = computed([$planLocales, $editLocale], ({ locked }, edited) => locked.includes(edited));
  /** The fields the API may name errors after: this screen's, for the rows the form has now. */
  const fieldPaths = () => {
    const values = $values.get();
    if (!values) return [];
    return screen === 'company' ? companyFieldPaths(values) : officeFieldPaths(values);
  };
  const request = createRequest<string>({
    get fields() {
      return fieldPaths();
    },
    onSessionExpired: toSignIn,
  });

  /** Shows a loaded or saved company: the form, its state, the filled languages (the answer's). */
  const show = (data: EditorData) => {
    const values = companyValues(data.company);
    $values.set(values);
    $savedBody.set(JSON.stringify(companyBody(values)));
    loader.set(data);
  };

  /** Loads the form of a language; an answer for a language left meanwhile is dropped. */
  async function open(editLocale: Locale): Promise<void> {
    $values.set(null);
    request.reset();
    $elsewhere.set(false);
    let answer: EditorData | undefined;
    await loader.load(async () => (answer = await fetchEditor(editLocale)));
    const state = loader.$state.get();
    if (answer && state.status === 'ready' && state.data === answer) show(answer);
  }

  /** Opens the editor in a language (`?locale=` of the address, else the page's); without a session, sign-in. */
  function start(editLocale: Locale): Promise<void> {
    if (!authToken()) {
      toSignIn();
      return Promise.resolve();
    }
    $editLocale.set(editLocale);
    return open(editLocale);
  }

  /** Changes the form (an input); a shown result of the last save no longer applies. */
  function change(update: (old: CompanyValues) => CompanyValues): void {
    const values = $values.get();
    if (!values || $locked.get()) return;
    $values.set(update(values));
    request.reset();
  }

  /** Another language: asks first when there are unsaved changes, then loads it. */
  function switchLocale(next: Locale): Promise<void> {
    if (next === $editLocale.get()) return Promise.resolve();
    if ($dirty.get() && !confirm(t('company_editor.unsaved_confirm'))) return Promise.resolve();
    showLocale(next);
    $editLocale.set(next);
    return open(next);
  }

  const parts = { locale, screen, t, loader, $values, $editLocale, $locked, $elsewhere, $plans, request, show };
  const { persist, errorForScreen, save } = createEditorSave(parts);
  const actions = createEditorActions({ ...parts, $dirty, fieldPaths, persist, errorForScreen });

  return {
    screen,
    loader,
    $editLocale,
    $values,
    $dirty,
    $elsewhere,
    $plans,
    $planLocales,
    $locked,
    request,
    start,
    cancel: loader.cancel,
    retry: () => open($editLocale.get()),
    change,
    switchLocale,
    save,
    actions,
  };
}

export type CompanyEditor = ReturnType<typeof createCompanyEditor>;
