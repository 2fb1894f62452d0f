import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  createAccountService,
  getAccountService,
  moderateService,
  publishService,
  serviceInitRoute,
  unpublishService,
  updateAccountService,
  updateAccountServiceValidated,
} from '@migralink/shared/api/service-account';
import { ApiError } from '@migralink/shared/client';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { ServiceAccount, ServiceInit } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import { callApi } from '@/api/client';
import { createTranslator } from '@/i18n/format';
import { $auth } from '@/stores/auth';
import { describeError, isSessionExpired, problemText, type Problem, type Problems } from '@/kit/problems';
import { FormAlert, FormStatus, RetryAlert, SubmitButton } from '@/kit/fields';
import { useFocusFirstInvalid, useHydrated, useRequest } from '@/kit/react';
import { LocaleTabs } from '../shared/LocaleTabs';
import { planLimitPackages, SENT_TO_MODERATION } from '../shared/moderation-state';
import { sendToSignIn } from '../shared/session';
import { BasicsStep } from './BasicsStep';
import { ContentStep } from './ContentStep';
import { FeedbackStep } from './FeedbackStep';
import type { WizardMessages } from './messages';
import { ReviewStep } from './ReviewStep';
import { SEARCH_ATTRIBUTE_FIELDS } from './search-attributes-form';
import { SearchStep } from './SearchStep';
import {
  fieldPaths,
  formFromService,
  isDirty,
  serviceBody,
  type FormIssue,
  type FormIssues,
  type ServiceFormState,
} from './service-form';
import {
  FIRST_STEP,
  LAST_STEP,
  WIZARD_STEPS,
  afterValidatedSave,
  firstStepOf,
  readWizardLocation,
  servicesListUrl,
  wizardUrl,
  type WizardLocation,
} from './service-navigation';
import type { FormStepProps } from './steps';
import '@/components/account/account.css';
import '../shared/admin.css';
import './services.css';

export interface ServiceWizardProps {
  readonly locale: Locale;
  readonly messages: WizardMessages;
}

/** What to load: a service (or the default new one) in a language; `n` counts reloads (0: the first load). */
interface LoadTarget {
  readonly uuid: string | undefined;
  readonly language: Locale;
  readonly n: number;
}

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly init: ServiceInit };

const FORM_STEPS = { 1: BasicsStep, 2: ContentStep, 3: FeedbackStep } as const;
const isFormStep = (step: number): step is keyof typeof FORM_STEPS => step in FORM_STEPS;

/**
 * The init lists and the service in the target's language. On the first load the
 * page's language may not be one the service is written in: then it opens in
 * its first complete language instead (a basic plan has one language only), which
 * costs a second GET only in that case.
 */
async function loadWizard(target: LoadTarget, init: ServiceInit | undefined) {
  const initLoad = init ? Promise.resolve(init) : callChecked(serviceInitRoute, {}).then(({ data }) => data);
  if (!target.uuid) return { init: await initLoad, service: undefined, language: target.language };
  const params = { id: target.uuid };
  const [loadedInit, first] = await Promise.all([
    initLoad,
    callChecked(getAccountService, { params, query: { locale: target.language } }),
  ]);
  const filled = first.data.filled_locales;
  const language = target.n === 0 && !filled.includes(target.language) ? filled[0] : undefined;
  if (language === undefined) return { init: loadedInit, service: first.data, language: target.language };
  const service = await callChecked(getAccountService, { params, query: { locale: language } });
  return { init: loadedInit, service: service.data, language };
}

/**
 * The service wizard at `/admin/services/create-service?uuid=…&step=…`: basics,
 * content, feedback forms, search attributes, review. The first save creates
 * the service (POST) and puts its uuid into the address without reload (spec
 * §4); later saves replace its draft (PUT). Each step has its own address, so
 * the browser's back and forward move between steps. The texts are those of
 * the language chosen in the tabs (`?locale=` on every call).
 */
export default function ServiceWizard({ locale, messages }: ServiceWizardProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const hydrated = useHydrated();
  const signedIn = useStore($auth).token !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const [where, setWhere] = useState<WizardLocation | null>(null);
  const [editLocale, setEditLocale] = useState<Locale>(locale);
  const [target, setTarget] = useState<LoadTarget | null>(null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [form, setForm] = useState<ServiceFormState | null>(null);
  const [saved, setSaved] = useState<ServiceFormState | null>(null);
  const [moderation, setModeration] = useState<ModerationStateView | null>(null);
  const [filled, setFilled] = useState<readonly Locale[]>([]);
  const [plans, setPlans] = useState<readonly SubscriptionPackage[]>([]);
  const [notice, setNotice] = useState<'incomplete' | null>(null);

  const toLogin = useCallback(() => sendToSignIn(locale), [locale]);
  const fields = useMemo(() => [...(form ? fieldPaths(form) : []), ...SEARCH_ATTRIBUTE_FIELDS], [form]);
  const { state, run, reject, reset } = useRequest<string>({ fields, onSessionExpired: toLogin });
  const dirty = form !== null && saved !== null && isDirty(form, saved);
  const uuid = where?.uuid;

  // Refs for the listeners and effects that must see the latest values without being re-created.
  const whereRef = useRef(where);
  whereRef.current = where;
  const stateRef = useRef(state);
  stateRef.current = state;
  const initRef = useRef<ServiceInit | undefined>(undefined);
  const leaving = useRef(false);

  // The pages are static: the service and step are read from the address once the island runs.
  useEffect(() => {
    if (!hydrated || !signedIn) return;
    const start = readWizardLocation(window.location.search);
    setWhere(start);
    // An address the wizard cannot honour (a later step without a service) is corrected in place.
    window.history.replaceState(window.history.state, '', wizardUrl(locale, start));
    setTarget({ uuid: start.uuid, language: locale, n: 0 });
  }, [hydrated, signedIn, locale]);

  const applyService = useCallback((service: ServiceAccount) => {
    const next = formFromService(service);
    setForm(next);
    setSaved(next);
    setModeration(service);
    setFilled(service.filled_locales);
  }, []);

  useEffect(() => {
    if (!target) return;
    let current = true;
    setLoad({ status: 'loading' });
    loadWizard(target, initRef.current)
      .then(({ init, service, language }) => {
        if (!current) return;
        initRef.current = init;
        setEditLocale(language);
        if (service) applyService(service);
        else {
          const fresh = formFromService(init.default_service);
          setForm(fresh);
          setSaved(fresh);
          setModeration(null);
          setFilled([]);
        }
        setLoad({ status: 'ready', init });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLoad({ status: 'failed', error });
        if (isSessionExpired(error)) toLogin();
      });
    return () => {
      current = false;
    };
  }, [target, applyService, toLogin]);

  const goTo = useCallback(
    (step: number, service: string | undefined) => {
      setWhere({ uuid: service, step });
      setNotice(null);
      window.history.pushState(null, '', wizardUrl(locale, { uuid: service, step }));
    },
    [locale],
  );

  // Back and forward: the step comes from the address; another service is loaded.
  useEffect(() => {
    const onPop = () => {
      const next = readWizardLocation(window.location.search);
      if (next.uuid !== whereRef.current?.uuid) setTarget({ uuid: next.uuid, language: editLocale, n: Date.now() });
      setWhere(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [editLocale]);

  // Leaving the page with unsaved changes asks first (not after a finished save).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A failed save whose problems are on another step takes the user there.
  useEffect(() => {
    if (state.phase !== 'failed') return;
    const step = firstStepOf(Object.keys(state.problems.fields));
    const current = whereRef.current;
    if (step !== undefined && current && step !== current.step) goTo(step, current.uuid);
  }, [state, goTo]);

  // A new step: the focus goes to its heading, or to the first field with a problem.
  const shownStep = load.status === 'ready' ? where?.step : undefined;
  const lastStep = useRef<number | undefined>(undefined);
  useEffect(() => {
    const previous = lastStep.current;
    lastStep.current = shownStep;
    if (shownStep === undefined || previous === undefined || previous === shownStep) return;
    const invalid =
      stateRef.current.phase === 'failed'
        ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : undefined;
    (invalid ?? headingRef.current)?.focus();
  }, [shownStep]);

  // The first invalid field of a failed save on this step gets the focus.
  useFocusFirstInvalid(formRef, state);

  const change = useCallback(<K extends keyof ServiceFormState>(field: K, value: ServiceFormState[K]) => {
    setForm((old) => (old ? { ...old, [field]: value } : old));
    setNotice(null);
  }, []);

  const issueProblem = (issue: FormIssue): Problem => {
    if (issue === 'required') return { key: 'errors.field.required' };
    if (issue === 'price_order') return { text: ruleMessage('price_order', locale) };
    return { text: t(`service_wizard.error.${issue}`) };
  };
  const issueProblems = (issues: FormIssues): Problems<string> => ({
    general: { key: 'errors.code.validation_failed' },
    fields: Object.fromEntries(Object.entries(issues).map(([path, issue]) => [path, issueProblem(issue)])),
  });

  /** Remembers which plans would allow what a `plan_limit` refused, and fails on. */
  const withPlans = async (action: () => Promise<void>) => {
    setPlans([]);
    try {
      await action();
    } catch (error) {
      setPlans(planLimitPackages(error));
      throw error;
    }
  };

  /** Creates (POST) or saves (PUT) the service; the uuid once saved, undefined when it failed. */
  const save = async (): Promise<string | undefined> => {
    if (!form || !where) return undefined;
    const result = serviceBody(form);
    if (!result.ok) {
      reject(issueProblems(result.issues));
      return undefined;
    }
    const query = { locale: editLocale };
    let service = where.uuid;
    const ok = await run(() =>
      withPlans(async () => {
        if (service) {
          const { data } = await callChecked(updateAccountService, { body: { ...result.body, uuid: service }, query });
          applyService(data);
        } else {
          const { data } = await callChecked(createAccountService, { body: result.body, query });
          service = data.uuid;
          // Spec §4: the new service's address, without reload, in place of the empty wizard's.
          window.history.replaceState(null, '', wizardUrl(locale, { uuid: service, step: FIRST_STEP }));
          setWhere({ uuid: service, step: where.step });
          const loaded = await callChecked(getAccountService, { params: { id: service }, query });
          applyService(loaded.data);
        }
      }),
    );
    return ok ? service : undefined;
  };

  const submitStep = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading' || !where) return;
    // Nothing changed since the last save: no need to save again.
    const service = where.uuid && !dirty ? where.uuid : await save();
    if (service) goTo(where.step + 1, service);
  };

  /** The last step: saves with validation; a complete service goes back to the list (spec §7 `redirect`). */
  const finish = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading' || !form || !uuid) return;
    const result = serviceBody(form);
    if (!result.ok) return reject(issueProblems(result.issues));
    const query = { locale: editLocale };
    // Set inside the request (a closure), read after it.
    const outcome: { goes?: 'list' | 'stay' } = {};
    const ok = await run(() =>
      withPlans(async () => {
        const { data } = await callChecked(updateAccountServiceValidated, { body: { ...result.body, uuid }, query });
        outcome.goes = afterValidatedSave(data);
        if (outcome.goes === 'list') return;
        const loaded = await callChecked(getAccountService, { params: { id: uuid }, query });
        applyService(loaded.data);
      }),
    );
    if (!ok) return;
    if (outcome.goes === 'list') {
      leaving.current = true;
      window.location.assign(servicesListUrl(locale));
    } else setNotice('incomplete');
  };

  const switchLocale = (next: Locale) => {
    if (dirty && uuid && !window.confirm(t('service_wizard.unsaved_confirm'))) return;
    setEditLocale(next);
    setNotice(null);
    setPlans([]);
    reset();
    // A saved service is loaded in the new language; a new one keeps what was typed, saved in the new language.
    if (uuid) setTarget({ uuid, language: next, n: Date.now() });
  };

  const moderationActions = uuid
    ? {
        onSubmit: async () => {
          await callApi(moderateService, { params: { id: uuid } });
          setModeration((old) => old && { ...old, ...SENT_TO_MODERATION });
        },
        onPublish: async () => {
          const { data } = await callChecked(publishService, { params: { id: uuid } });
          setModeration((old) => old && { ...old, ...data });
        },
        onUnpublish: async () => {
          const { data } = await callChecked(unpublishService, { params: { id: uuid } });
          setModeration((old) => old && { ...old, ...data });
        },
      }
    : undefined;

  if (!hydrated || !where || load.status === 'loading' || (load.status === 'ready' && !form))
    return <FormStatus>{t('service_wizard.loading')}</FormStatus>;
  if (load.status === 'failed') {
    const missing = load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 422);
    if (missing)
      return (
        <div className="account-result">
          <FormAlert>{t('service_wizard.not_found')}</FormAlert>
          <a className="account-button account-button--secondary" href={servicesListUrl(locale)}>
            {t('service_wizard.to_list')}
          </a>
        </div>
      );
    return (
      <RetryAlert
        message={problemText(t, describeError(load.error, { fields: [] }).general)}
        retryLabel={t('common.retry')}
        onRetry={() => setTarget((old) => old && { ...old, n: old.n + 1 })}
      />
    );
  }
  if (!form) return null;

  const { step } = where;
  const stepId = WIZARD_STEPS[step - 1] ?? 'basics';
  const busy = state.phase === 'loading';
  const error = (path: string) => problemText(t, state.problems.fields[path]);
  const stepProps: FormStepProps = { form, change, init: load.init, t, error };
  const general = state.problems.general && (
    <FormAlert>
      {problemText(t, state.problems.general)}
      {plans.length > 0 &&
        ` ${t('admin.plan_limit.plans', { plans: plans.map((plan) => t(`admin.plan.${plan}`)).join(', ') })}`}
    </FormAlert>
  );
  const actions = (submit: ReactNode) => (
    <div className="account-form__actions">
      {step > FIRST_STEP ? (
        <button type="button" className="account-button account-button--quiet" onClick={() => goTo(step - 1, uuid)}>
          {t('service_wizard.back')}
        </button>
      ) : (
        <a className="account-button account-button--quiet" href={servicesListUrl(locale)}>
          {t('service_wizard.to_list')}
        </a>
      )}
      {submit}
    </div>
  );
  const FormStep = isFormStep(step) ? FORM_STEPS[step] : undefined;

  return (
    <div className="service-wizard">
      <div className="service-wizard__language">
        <p className="admin-note">{t('service_wizard.language_hint')}</p>
        <LocaleTabs value={editLocale} filled={filled} onChange={switchLocale} messages={messages} />
      </div>
      <nav className="service-wizard__nav" aria-label={t('service_wizard.steps_label')}>
        <ol>
          {WIZARD_STEPS.map((id, index) => {
            const n = index + 1;
            return (
              <li key={id}>
                <button
                  type="button"
                  className="service-wizard__nav-step"
                  aria-current={n === step ? 'step' : undefined}
                  disabled={n !== FIRST_STEP && !uuid}
                  onClick={() => n !== step && goTo(n, uuid)}
                >
                  <span className="service-wizard__nav-number" aria-hidden="true">
                    {n}
                  </span>
                  {t(`service_wizard.step.${id}`)}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      {!uuid && <p className="admin-note">{t('service_wizard.steps_locked')}</p>}
      <section className="admin-card service-wizard__step" aria-labelledby={headingId}>
        <p className="service-wizard__counter">{t('service_wizard.step_of', { step, total: LAST_STEP })}</p>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-card__title">
          {t(`service_wizard.step.${stepId}`)}
        </h2>
        {FormStep && (
          <form ref={formRef} className="account-form" noValidate aria-busy={busy} onSubmit={submitStep}>
            {general}
            <FormStep {...stepProps} />
            {actions(
              <SubmitButton
                busy={busy}
                label={t(uuid ? 'service_wizard.save_next' : 'service_wizard.create')}
                busyLabel={t('service_wizard.saving')}
              />,
            )}
          </form>
        )}
        {step === 4 && uuid && general}
        {step === 4 && uuid && (
          <SearchStep
            uuid={uuid}
            locale={locale}
            t={t}
            actions={actions}
            wizardError={error}
            onSaved={() => {
              // The attributes the last check missed are set now.
              reset();
              goTo(LAST_STEP, uuid);
            }}
            onSessionExpired={toLogin}
          />
        )}
        {step === LAST_STEP && uuid && moderationActions && (
          <>
            <ReviewStep
              uuid={uuid}
              locale={locale}
              editLocale={editLocale}
              form={form}
              filled={filled}
              moderation={moderation}
              busy={busy || dirty}
              t={t}
              messages={messages}
              actions={moderationActions}
            />
            <form ref={formRef} className="account-form" noValidate aria-busy={busy} onSubmit={finish}>
              {general}
              {dirty && <p className="admin-note">{t('service_wizard.unsaved_note')}</p>}
              {notice === 'incomplete' && <FormStatus>{t('service_wizard.incomplete')}</FormStatus>}
              {actions(
                <SubmitButton busy={busy} label={t('service_wizard.finish')} busyLabel={t('service_wizard.saving')} />,
              )}
            </form>
          </>
        )}
      </section>
    </div>
  );
}
