import { atom, computed } from 'nanostores';
import {
  companyInitRoute,
  getAccountCompany,
  moderateCompany,
  publishCompany,
  unpublishCompany,
} from '@migralink/shared/api/company-account';
import { createAccountCompany, updateAccountCompany } from '@migralink/shared/api/company-form';
import { ApiError } from '@migralink/shared/client';
import type { FieldErrors } from '@migralink/shared/errors';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { localeOpen, plansAllowing } from '@migralink/shared/plans';
import type { CompanyAccount, CompanyInit, ModerationStateView } from '@migralink/shared/schemas/company-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { createLoader } from '@/kit/load';
import { describeError } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { authToken } from '@/stores/auth';
import { planLimitPackages, SENT_TO_MODERATION } from '../shared/moderation-state';
import { companyBody, companyValues, type CompanyValues } from './company-form';
import {
  checkCompany,
  companyFieldPaths,
  officeFieldPaths,
  splitByScreen,
  type EditorScreen,
} from './company-problems';
import type { EditorFrameKey } from './messages';

/** What an editor shows besides its form: the init lists and the company as last loaded or saved. */
export interface EditorData {
  readonly init: CompanyInit;
  /** Its uuid (null until created), its moderation state and the languages in which everything required is written. */
  readonly company: CompanyAccount;
}

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

const validationFailure = (errors: FieldErrors) =>
  new ApiError(422, { message: '', code: 422, error_code: 'validation_failed', errors });

/**
 * The store both editors share (the company editor and the offices editor each
 * show their part of the one company form and save it whole): the form of the
 * edited language, loaded with the init lists; saving it (POST creates the
 * company, PUT saves the draft) with the form's own checks first; the language
 * switch, which asks before dropping unsaved changes; the moderation actions;
 * the plans that would allow what a `403 plan_limit` refused, and the
 * languages the plan does not include, which cannot be written at all.
 */
export function createCompanyEditor({ locale, screen, t, confirm, showLocale, toSignIn }: CompanyEditorOptions) {
  const loader = createLoader<EditorData>({ onSessionExpired: toSignIn });
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
  /**
   * The languages the company's plan does not let it write texts in (any
   * language already written stays open), and the plans that would: the tabs
   * say so before the owner writes a text the save would refuse.
   */
  const $planLocales = computed(loader.$state, (state) => {
    if (state.status !== 'ready') return { locked: [] as Locale[], plans: [] as SubscriptionPackage[] };
    const { plan, text_locales: written } = state.data.company;
    return {
      locked: LOCALES.filter((each) => !localeOpen(plan, written, each)),
      plans: plansAllowing('locales', written.length + 1),
    };
  });
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
  // The choices do not depend on the edited language: loaded once per visit (again after a failure).
  let init: Promise<CompanyInit> | null = null;

  /** Shows a loaded or saved company: the form, its state, the filled languages (the answer's). */
  const show = (data: EditorData) => {
    const values = companyValues(data.company);
    $values.set(values);
    $savedBody.set(JSON.stringify(companyBody(values)));
    loader.set(data);
  };

  async function fetchEditor(editLocale: Locale): Promise<EditorData> {
    init ??= callChecked(companyInitRoute, {}).then(({ data }) => data);
    try {
      const [choices, { data: company }] = await Promise.all([
        init,
        callChecked(getAccountCompany, { query: { locale: editLocale } }),
      ]);
      return { init: choices, company };
    } catch (error) {
      init = null;
      throw error;
    }
  }

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

  /** Checks the form and saves it; throws the failure as it came (a local check fails like a 422 of the API). */
  async function persist(): Promise<void> {
    const state = loader.$state.get();
    const values = $values.get();
    if (state.status !== 'ready' || values === null) return;
    const checked = checkCompany(companyBody(values), locale, t);
    if (!checked.ok) throw validationFailure(checked.errors);
    const editLocale = $editLocale.get();
    const route = state.data.company.uuid === null ? createAccountCompany : updateAccountCompany;
    const { data } = await callChecked(route, { body: checked.body, query: { locale: editLocale } });
    // Saved in a language the editor has left meanwhile: the language now shown is not replaced by it.
    if ($editLocale.get() === editLocale) show({ init: state.data.init, company: data });
  }

  /** Keeps the errors this screen shows; errors of the other screen become one general notice. */
  function errorForScreen(error: unknown): unknown {
    if (!(error instanceof ApiError) || !error.body.errors) return error;
    const { own, elsewhere } = splitByScreen(error.body.errors, screen);
    $elsewhere.set(elsewhere);
    if (!elsewhere) return error;
    const notice = t(screen === 'company' ? 'company_editor.offices_errors' : 'company_editor.company_errors');
    return new ApiError(error.status, { ...error.body, errors: { ...own, _: [...(own._ ?? []), notice] } });
  }

  /** The save button: the form's own errors at its fields, the plans that allow what a plan refused. */
  function save(): Promise<boolean> {
    if (request.$state.get().phase === 'loading' || $locked.get()) return Promise.resolve(false);
    return request.run(async () => {
      $elsewhere.set(false);
      $plans.set([]);
      try {
        await persist();
      } catch (error) {
        $plans.set(planLimitPackages(error));
        throw errorForScreen(error);
      }
    });
  }

  /** A moderation action for the bar: its failure is thrown to the bar, field errors also go to the fields. */
  const asAction = (action: () => Promise<void>) => async () => {
    try {
      await action();
      request.reset();
    } catch (raw) {
      $elsewhere.set(false);
      // A conflict here is a state that changed meanwhile (sent already, nothing new to send): say so plainly.
      if (raw instanceof ApiError && raw.status === 409) {
        throw new ApiError(409, { ...raw.body, errors: { _: [t('company_editor.conflict')] } });
      }
      const error = errorForScreen(raw);
      if (error instanceof ApiError && error.body.errors) {
        request.reject({ fields: describeError(error, { fields: fieldPaths() }).fields });
      }
      throw error;
    }
  };

  const setModeration = (patch: Partial<ModerationStateView>) => {
    const state = loader.$state.get();
    if (state.status === 'ready') loader.set({ ...state.data, company: { ...state.data.company, ...patch } });
  };

  const uuidOrThrow = () => {
    const state = loader.$state.get();
    if (state.status !== 'ready' || state.data.company.uuid === null) {
      throw new ApiError(404, { message: '', code: 404 });
    }
    return state.data.company.uuid;
  };

  const actions = {
    /** Sends the saved draft (saving unsaved changes first), then shows the new state. */
    submit: asAction(async () => {
      if ($dirty.get()) await persist();
      await callChecked(moderateCompany, { params: { uuid: uuidOrThrow() } });
      setModeration(SENT_TO_MODERATION);
    }),
    publish: asAction(async () => {
      const { data } = await callChecked(publishCompany, { params: { uuid: uuidOrThrow() } });
      setModeration(data);
    }),
    unpublish: asAction(async () => {
      const { data } = await callChecked(unpublishCompany, { params: { uuid: uuidOrThrow() } });
      setModeration(data);
    }),
  };

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
