import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  companyInitRoute,
  createAccountCompany,
  getAccountCompany,
  moderateCompany,
  publishCompany,
  unpublishCompany,
  updateAccountCompany,
} from '@migralink/shared/api/company-account';
import { ApiError } from '@migralink/shared/client';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyAccount, CompanyInit, ModerationStateView } from '@migralink/shared/schemas/company-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { authToken } from '@/stores/auth';
import { describeError, isSessionExpired, type Problem } from '@/kit/problems';
import { useRequest } from '@/kit/react';
import { planLimitPackages, SENT_TO_MODERATION } from '../shared/moderation-state';
import { localeFromQuery } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import { companyBody, companyValues, type CompanyValues } from './company-form';
import {
  checkCompany,
  companyFieldPaths,
  officeFieldPaths,
  splitByScreen,
  type EditorScreen,
} from './company-problems';
import type { EditorFrameKey } from './messages';

export type EditorLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly problem: Problem | undefined }
  | {
      readonly status: 'ready';
      readonly init: CompanyInit;
      /**
       * The company as last loaded or saved: its uuid (null until created), its
       * moderation state and the languages in which everything required is written.
       */
      readonly company: CompanyAccount;
    };

/** `?locale=` of the address, else the page's language. */
function localeFromAddress(fallback: Locale): Locale {
  if (typeof window === 'undefined') return fallback;
  return localeFromQuery(window.location.search) ?? fallback;
}

function showLocaleInAddress(locale: Locale): void {
  const url = new URL(window.location.href);
  url.searchParams.set('locale', locale);
  window.history.replaceState(window.history.state, '', url);
}

const validationFailure = (errors: Record<string, string[]>) =>
  new ApiError(422, { message: '', code: 422, error_code: 'validation_failed', errors });

export interface CompanyEditorOptions {
  /** The page's language: the texts and the API's messages. */
  readonly locale: Locale;
  readonly screen: EditorScreen;
  readonly t: Translate<EditorFrameKey>;
}

/**
 * The state both editors share: the company form of the edited language
 * (loaded with the init lists), saving it (POST creates the company, PUT saves
 * the draft), the unsaved-changes guard, the language switch and the
 * moderation actions. The company editor and the offices editor each show
 * their part of the same form and save it whole.
 */
export function useCompanyEditor({ locale, screen, t }: CompanyEditorOptions) {
  const [editLocale, setEditLocale] = useState<Locale>(() => localeFromAddress(locale));
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<EditorLoad>({ status: 'loading' });
  const [values, setValues] = useState<CompanyValues | null>(null);
  const [savedBody, setSavedBody] = useState('');
  /** Whether the last failure also concerns fields of the other editor. */
  const [elsewhere, setElsewhere] = useState(false);
  /** The plans that would allow what the last save was refused for (403 `plan_limit`). */
  const [plans, setPlans] = useState<readonly SubscriptionPackage[]>([]);
  const initRef = useRef<Promise<CompanyInit> | null>(null);

  const paths = useMemo(
    () => (values ? (screen === 'company' ? companyFieldPaths(values) : officeFieldPaths(values)) : []),
    [values, screen],
  );
  const toSignIn = useCallback(() => sendToSignIn(locale), [locale]);
  const request = useRequest<string>({ fields: paths, onSessionExpired: toSignIn });
  const { run, reject, reset } = request;

  const dirty = values !== null && JSON.stringify(companyBody(values)) !== savedBody;

  /** Shows a loaded or saved company: the form, the state, the filled languages (the answer's). */
  const show = useCallback((company: CompanyAccount, init: CompanyInit) => {
    const next = companyValues(company);
    setValues(next);
    setSavedBody(JSON.stringify(companyBody(next)));
    setLoad({ status: 'ready', init, company });
  }, []);

  useEffect(() => {
    if (!authToken()) {
      toSignIn();
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    reset();
    setElsewhere(false);
    // The choices do not depend on the edited language: loaded once per visit.
    initRef.current ??= callChecked(companyInitRoute, {}).then(({ data }) => data);
    const init = initRef.current;
    Promise.all([init, callChecked(getAccountCompany, { query: { locale: editLocale } })])
      .then(([choices, { data: company }]) => {
        if (current) show(company, choices);
      })
      .catch((error: unknown) => {
        initRef.current = null;
        if (!current) return;
        if (isSessionExpired(error)) toSignIn();
        else setLoad({ status: 'failed', problem: describeError(error, { fields: [] }).general });
      });
    return () => {
      current = false;
    };
  }, [editLocale, attempt, show, toSignIn, reset]);

  // Leaving the page with unsaved changes asks first (the browser words the question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback(
    (update: (old: CompanyValues) => CompanyValues) => {
      setValues((old) => (old ? update(old) : old));
      reset();
    },
    [reset],
  );

  const switchLocale = (next: Locale) => {
    if (next === editLocale) return;
    if (dirty && !window.confirm(t('company_editor.unsaved_confirm'))) return;
    showLocaleInAddress(next);
    setEditLocale(next);
  };

  /** Checks the form and saves it; throws the failure as it came (a local check fails like a 422 of the API). */
  const persist = async () => {
    if (load.status !== 'ready' || values === null) return;
    const checked = checkCompany(companyBody(values), locale, t);
    if (!checked.ok) throw validationFailure(checked.errors);
    const route = load.company.uuid === null ? createAccountCompany : updateAccountCompany;
    const { data } = await callChecked(route, { body: checked.body, query: { locale: editLocale } });
    show(data, load.init);
  };

  /** Keeps the errors this screen shows; errors of the other screen become one general notice. */
  const errorForScreen = (error: unknown): unknown => {
    if (!(error instanceof ApiError) || !error.body.errors) return error;
    const { own, elsewhere: other } = splitByScreen(error.body.errors, screen);
    setElsewhere(other);
    if (!other) return error;
    const notice = t(screen === 'company' ? 'company_editor.offices_errors' : 'company_editor.company_errors');
    return new ApiError(error.status, { ...error.body, errors: { ...own, _: [...(own._ ?? []), notice] } });
  };

  /** The save button: the form's own errors at its fields, the plans that allow what a plan refused. */
  const save = () =>
    run(async () => {
      setElsewhere(false);
      setPlans([]);
      try {
        await persist();
      } catch (error) {
        setPlans(planLimitPackages(error));
        throw errorForScreen(error);
      }
    });

  /** A moderation action's failure: field errors go to the fields, the bar tells the rest. */
  const asAction = (action: () => Promise<void>) => async () => {
    try {
      await action();
      reset();
    } catch (raw) {
      setElsewhere(false);
      // A conflict here is a state that changed meanwhile (sent already, nothing new to send): say so plainly.
      if (raw instanceof ApiError && raw.status === 409) {
        throw new ApiError(409, { ...raw.body, errors: { _: [t('company_editor.conflict')] } });
      }
      const error = errorForScreen(raw);
      if (error instanceof ApiError && error.body.errors)
        reject({ fields: describeError(error, { fields: paths }).fields });
      throw error;
    }
  };

  const setModeration = (patch: Partial<ModerationStateView>) =>
    setLoad((old) => (old.status === 'ready' ? { ...old, company: { ...old.company, ...patch } } : old));

  const uuidOrThrow = () => {
    if (load.status !== 'ready' || load.company.uuid === null) throw new ApiError(404, { message: '', code: 404 });
    return load.company.uuid;
  };

  /** Sends the saved draft (saving unsaved changes first), then shows the new state. */
  const submit = asAction(async () => {
    if (dirty) await persist();
    await callChecked(moderateCompany, { params: { uuid: uuidOrThrow() } });
    setModeration(SENT_TO_MODERATION);
  });
  const publish = asAction(async () => {
    const { data } = await callChecked(publishCompany, { params: { uuid: uuidOrThrow() } });
    setModeration(data);
  });
  const unpublish = asAction(async () => {
    const { data } = await callChecked(unpublishCompany, { params: { uuid: uuidOrThrow() } });
    setModeration(data);
  });

  return {
    load,
    values,
    change,
    dirty,
    editLocale,
    switchLocale,
    request,
    save,
    elsewhere,
    plans,
    actions: { submit, publish, unpublish },
    retry: () => setAttempt((n) => n + 1),
  };
}

export type CompanyEditor = ReturnType<typeof useCompanyEditor>;
