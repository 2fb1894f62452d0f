import { atom, computed } from 'nanostores';
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
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { PLAN_LIMITS, localeOpen, plansAllowing, publishOpen } from '@migralink/shared/plans';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { ServiceAccount, ServiceInit } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { createLoader } from '@/kit/load';
import type { Problem, Problems } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { authToken } from '@/stores/auth';
import { showPlanLimit } from '@/stores/error-modal';
import { planLimitPackages, SENT_TO_MODERATION } from '../shared/moderation-state';
import { loadAndShow } from './load-and-show';
import type { WizardKey } from './messages';
import { SEARCH_ATTRIBUTE_FIELDS } from './search-attributes-form';
import { createSearchStep } from './search-store';
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
  afterValidatedSave,
  firstStepOf,
  readWizardLocation,
  servicesListUrl,
  wizardUrl,
  type WizardLocation,
} from './service-navigation';

/** What the wizard loaded: the init lists, the service (null: a new one) and the language it is in. */
export interface WizardData {
  readonly init: ServiceInit;
  readonly service: ServiceAccount | null;
  readonly language: Locale;
}

export interface WizardOptions {
  /** The page's language: the addresses, the texts and the language edited first. */
  readonly locale: Locale;
  readonly t: Translate<WizardKey>;
  /** Asks whether unsaved changes may be dropped (`window.confirm` in the browser). */
  readonly confirm: (question: string) => boolean;
  /** The browser's history: `push` a step's address (back and forward move between steps), `replace` the current one. */
  readonly history: { readonly push: (url: string) => void; readonly replace: (url: string) => void };
  /** Leaves the page (`window.location.assign`). */
  readonly go: (url: string) => void;
  /** Leads to sign-in: no session, or the API no longer accepts it. */
  readonly toSignIn: () => void;
}

/** What to load: a service (or the default new one) in a language; `first`: the page's first load. */
interface Target {
  readonly uuid: string | undefined;
  readonly language: Locale;
  readonly first: boolean;
}

/**
 * The service wizard's store (`/admin/services/create-service?uuid=…&step=…`):
 * basics, content, feedback forms, search attributes, review. The first save
 * creates the service (POST) and puts its uuid into the address without reload
 * (docs/product.md, "Services"); later saves replace its draft (PUT). Each step has its own address,
 * so the browser's back and forward move between steps. The texts are those of
 * the edited language (`?locale=` on every call); switching it asks before
 * unsaved changes go. The last step saves with validation and leaves for the
 * list once the service is complete (`redirect`; docs/product.md, "Services").
 */
export function createWizard({ locale, t, confirm, history, go, toSignIn }: WizardOptions) {
  const loader = createLoader<WizardData>({ onSessionExpired: toSignIn });
  /** The service and step shown; null until the address was read. */
  const $where = atom<WizardLocation | null>(null);
  const $editLocale = atom<Locale>(locale);
  /** The form; null while it loads. */
  const $form = atom<ServiceFormState | null>(null);
  const $saved = atom<ServiceFormState | null>(null);
  const $dirty = computed([$form, $saved], (form, saved) => form !== null && saved !== null && isDirty(form, saved));
  const $moderation = atom<ModerationStateView | null>(null);
  /** The languages in which everything required is written. */
  const $filled = atom<readonly Locale[]>([]);
  /** The plans that would allow what the last save was refused for (403 `plan_limit`). */
  const $plans = atom<readonly SubscriptionPackage[]>([]);
  /** The languages the service has any text in: what the plan's language limit counts. */
  const $textLocales = atom<readonly Locale[]>([]);
  /** How many of the company's services are published (from the init lists, then as this wizard publishes). */
  const $published = atom(0);
  const $plan = computed(loader.$state, (state) => (state.status === 'ready' ? state.data.init.plan : null));
  /**
   * The languages the plan does not let the service be written in (any
   * language already written stays open; a new service may start in any), and
   * the plans that would: the tabs say so before a text the save would refuse.
   */
  const $planLocales = computed([$plan, $textLocales], (plan, written) => ({
    locked: plan === null ? [] : LOCALES.filter((each) => !localeOpen(plan, written, each)),
    plans: plansAllowing('locales', written.length + 1),
  }));
  /** Whether the edited language is one the plan does not include: its steps are shown but cannot be changed. */
  const $locked = computed([$planLocales, $editLocale], ({ locked }, edited) => locked.includes(edited));
  /** The company's published services against the plan's number: whether this one may be published too. */
  const $publishing = computed([$plan, $published], (plan, published) =>
    plan === null
      ? null
      : {
          plan,
          published,
          limit: PLAN_LIMITS[plan].publishedServices,
          open: publishOpen(plan, published),
          plans: plansAllowing('publishedServices', published + 1),
        },
  );
  /** Saved with validation, but not complete yet. */
  const $incomplete = atom(false);
  /** Leaving for the list after the last step: the unsaved-changes question no longer applies. */
  const $leaving = atom(false);
  const $unsaved = computed([$dirty, $leaving], (dirty, leaving) => dirty && !leaving);
  const request = createRequest<string>({
    get fields() {
      const form = $form.get();
      return [...(form ? fieldPaths(form) : []), ...SEARCH_ATTRIBUTE_FIELDS];
    },
    onSessionExpired: toSignIn,
  });
  const search = createSearchStep({
    locale,
    t,
    toSignIn,
    wizardRequest: request.$state,
    // The attributes the last check missed are set now.
    onSaved: () => {
      request.reset();
      goTo(LAST_STEP);
    },
  });
  // The choices do not depend on the service or its language: loaded once per visit (again after a failure).
  let init: Promise<ServiceInit> | null = null;
  let last: Target | undefined;

  const uuidNow = () => $where.get()?.uuid;

  /**
   * The init lists and the service in the target's language. On the first load the
   * page's language may not be one the service is written in: then it opens in
   * its first complete language instead (a basic plan has one language only), which
   * costs a second GET only in that case.
   */
  async function fetchWizard({ uuid, language, first }: Target): Promise<WizardData> {
    init ??= callChecked(serviceInitRoute, {}).then(({ data }) => {
      $published.set(data.published_services);
      return data;
    });
    try {
      if (!uuid) return { init: await init, service: null, language };
      const params = { id: uuid };
      const [choices, loaded] = await Promise.all([
        init,
        callChecked(getAccountService, { params, query: { locale: language } }),
      ]);
      const filled = loaded.data.filled_locales;
      const other = first && !filled.includes(language) ? filled[0] : undefined;
      if (other === undefined) return { init: choices, service: loaded.data, language };
      const { data } = await callChecked(getAccountService, { params, query: { locale: other } });
      return { init: choices, service: data, language: other };
    } catch (error) {
      init = null;
      throw error;
    }
  }

  /** Shows a service as loaded or saved: its form, moderation state and filled languages. */
  function showService(service: ServiceAccount): void {
    const form = formFromService(service);
    $form.set(form);
    $saved.set(form);
    $moderation.set(service);
    $filled.set(service.filled_locales);
    $textLocales.set(service.text_locales);
  }

  function show({ init: choices, service, language }: WizardData): void {
    $editLocale.set(language);
    if (service) return showService(service);
    const form = formFromService(choices.default_service);
    $form.set(form);
    $saved.set(form);
    $moderation.set(null);
    $filled.set([]);
    $textLocales.set([]);
  }

  /** Loads a service in a language; an answer overtaken by a later load is dropped. */
  function open(target: Target): Promise<void> {
    last = target;
    $form.set(null);
    return loadAndShow(loader, () => fetchWizard(target), show);
  }

  /** Opens the wizard where the address says (`?uuid=&step=`), corrected in place; without a session, sign-in. */
  function start(search: string): Promise<void> {
    if (!authToken()) {
      toSignIn();
      return Promise.resolve();
    }
    const where = readWizardLocation(search);
    // An address the wizard cannot honour (a later step without a service) is corrected in place.
    history.replace(wizardUrl(locale, where));
    $where.set(where);
    return open({ uuid: where.uuid, language: locale, first: true });
  }

  /** Another step of the same service, with its own address. Only the first step exists before the service. */
  function goTo(step: number): void {
    const uuid = uuidNow();
    if (!uuid && step !== FIRST_STEP) return;
    $where.set({ uuid, step });
    $incomplete.set(false);
    history.push(wizardUrl(locale, { uuid, step }));
  }

  /** Back or forward in the browser: the step comes from the address; another service is loaded. */
  function followAddress(search: string): Promise<void> {
    const next = readWizardLocation(search);
    const other = next.uuid !== uuidNow();
    $where.set(next);
    return other ? open({ uuid: next.uuid, language: $editLocale.get(), first: false }) : Promise.resolve();
  }

  function change<K extends keyof ServiceFormState>(field: K, value: ServiceFormState[K]): void {
    const form = $form.get();
    if (!form || $locked.get()) return;
    $form.set({ ...form, [field]: value });
    $incomplete.set(false);
  }

  const issueProblem = (issue: FormIssue): Problem => {
    if (issue === 'required') return { key: 'errors.field.required' };
    if (issue === 'price_order') return { text: ruleMessage('price_order', locale) };
    return { text: t(`service_wizard.error.${issue}`) };
  };

  /** A failed save whose problems are on another step takes the user there. */
  function showProblemsStep(): void {
    const step = firstStepOf(Object.keys(request.$state.get().problems.fields));
    const where = $where.get();
    if (step !== undefined && where && step !== where.step) goTo(step);
  }

  /** The browser's own checks refused the form: the problems at their fields, as the API's would be. */
  function refuse(issues: FormIssues): void {
    const problems: Problems<string> = {
      general: { key: 'errors.code.validation_failed' },
      fields: Object.fromEntries(Object.entries(issues).map(([path, issue]) => [path, issueProblem(issue)])),
    };
    request.reject(problems);
    showProblemsStep();
  }

  /** Runs a save through the request: the plans a `plan_limit` names, the step of the first problem. */
  async function send(action: () => Promise<void>): Promise<boolean> {
    $plans.set([]);
    const ok = await request.run(async () => {
      try {
        await action();
      } catch (error) {
        $plans.set(planLimitPackages(error));
        throw error;
      }
    });
    if (!ok) showProblemsStep();
    return ok;
  }

  /** Shows the saved service, unless the edited language changed meanwhile (the answer is of the other one). */
  const keep = (service: ServiceAccount, language: Locale) => {
    if ($editLocale.get() === language) showService(service);
  };

  /** Creates (POST) or saves (PUT) the service; its uuid once saved, undefined when it was not. */
  async function save(): Promise<string | undefined> {
    const form = $form.get();
    const where = $where.get();
    if (!form || !where || $locked.get()) return undefined;
    const result = serviceBody(form);
    if (!result.ok) {
      refuse(result.issues);
      return undefined;
    }
    const language = $editLocale.get();
    const query = { locale: language };
    let uuid = where.uuid;
    const ok = await send(async () => {
      if (uuid) {
        const { data } = await callChecked(updateAccountService, { body: { ...result.body, uuid }, query });
        return keep(data, language);
      }
      const { data } = await callChecked(createAccountService, { body: result.body, query });
      uuid = data.uuid;
      // (docs/product.md, "Services"): the new service's address, without reload, in place of the empty wizard's.
      history.replace(wizardUrl(locale, { uuid, step: FIRST_STEP }));
      $where.set({ uuid, step: where.step });
      const loaded = await callChecked(getAccountService, { params: { id: uuid }, query });
      keep(loaded.data, language);
    });
    return ok ? uuid : undefined;
  }

  /** A form step's button: saves what changed (nothing changed: no call), then the next step. */
  async function submitStep(): Promise<void> {
    const where = $where.get();
    if (request.$state.get().phase === 'loading' || !where) return;
    const uuid = where.uuid && !$dirty.get() ? where.uuid : await save();
    if (uuid) goTo(where.step + 1);
  }

  /** The last step: saves with validation; a complete service goes back to the list (`redirect`; docs/product.md, "Services"). */
  async function finish(): Promise<void> {
    const form = $form.get();
    const uuid = uuidNow();
    if (request.$state.get().phase === 'loading' || !form || !uuid) return;
    const result = serviceBody(form);
    if (!result.ok) return refuse(result.issues);
    const language = $editLocale.get();
    const query = { locale: language };
    let complete = false;
    const ok = await send(async () => {
      const { data } = await callChecked(updateAccountServiceValidated, { body: { ...result.body, uuid }, query });
      complete = afterValidatedSave(data) === 'list';
      if (complete) return;
      const loaded = await callChecked(getAccountService, { params: { id: uuid }, query });
      keep(loaded.data, language);
    });
    if (!ok) return;
    if (!complete) return $incomplete.set(true);
    $leaving.set(true);
    go(servicesListUrl(locale));
  }

  /**
   * Another language: asks first when a saved service has unsaved changes. A saved
   * service is loaded in the new language; a new one keeps what was typed, saved in the new language.
   */
  function switchLocale(next: Locale): Promise<void> {
    const uuid = uuidNow();
    if (next === $editLocale.get()) return Promise.resolve();
    if ($dirty.get() && uuid && !confirm(t('service_wizard.unsaved_confirm'))) return Promise.resolve();
    $editLocale.set(next);
    $incomplete.set(false);
    $plans.set([]);
    request.reset();
    return uuid ? open({ uuid, language: next, first: false }) : Promise.resolve();
  }

  /** A moderation action of the review step: the new state is shown; a failure is thrown to the bar. */
  const moderationAction = (act: (params: { id: string }) => Promise<Partial<ModerationStateView>>) => async () => {
    const uuid = uuidNow();
    if (!uuid) throw new Error('The service is not created yet');
    const patch = await act({ id: uuid });
    const moderation = $moderation.get();
    if (moderation && uuidNow() === uuid) $moderation.set({ ...moderation, ...patch });
  };

  const moderation = {
    /** Sends the saved draft (204: no state comes back, so it is set here). */
    submit: moderationAction(async (params) => {
      await callChecked(moderateService, { params });
      return SENT_TO_MODERATION;
    }),
    publish: moderationAction(async (params) => {
      const { data } = await callChecked(publishService, { params });
      $published.set($published.get() + 1);
      return data;
    }),
    unpublish: moderationAction(async (params) => {
      const { data } = await callChecked(unpublishService, { params });
      $published.set(Math.max(0, $published.get() - 1));
      return data;
    }),
  };

  return {
    loader,
    $where,
    $editLocale,
    $form,
    $dirty,
    $unsaved,
    $moderation,
    $filled,
    $plans,
    $textLocales,
    $planLocales,
    $locked,
    $publishing,
    $incomplete,
    request,
    /** Publish pressed past the plan's number: the error modal with the plans, coming back to this screen once paid. */
    offerPlans: () => showPlanLimit($publishing.get()?.plans ?? []),
    search,
    start,
    cancel: loader.cancel,
    retry: () => (last ? open(last) : Promise.resolve()),
    goTo,
    followAddress,
    change,
    submitStep,
    finish,
    switchLocale,
    moderation,
  };
}

export type Wizard = ReturnType<typeof createWizard>;
