import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { createLoader } from '@/kit/load';
import { createRequest } from '@/kit/request';
import { authToken } from '@/stores/auth';
import { loadAndShow } from './load-and-show';
import type { WizardKey } from './messages';
import { SEARCH_ATTRIBUTE_FIELDS } from './search-attributes-form';
import { createSearchStep } from './search-store';
import { fieldPaths, type ServiceFormState } from './service-form';
import { FIRST_STEP, LAST_STEP, readWizardLocation, wizardUrl } from './service-navigation';
import { wizardFetch, type WizardTarget } from './wizard-fetch';
import { createWizardModeration } from './wizard-moderation';
import { createWizardPlan } from './wizard-plan';
import { createWizardSave } from './wizard-save';
import { createWizardState, type WizardData } from './wizard-state';

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

/**
 * The service wizard's store (`/admin/services/create-service?uuid=…&step=…`):
 * basics, content, feedback forms, search attributes, review. The first save
 * creates the service (POST) and puts its uuid into the address without reload
 * (docs/product.md, "Services"); later saves replace its draft (PUT). Each step has its own address,
 * so the browser's back and forward move between steps. The texts are those of
 * the edited language (`?locale=` on every call); switching it asks before
 * unsaved changes go. The last step saves with validation and leaves for the
 * list once the service is complete (`redirect`; docs/product.md, "Services").
 * Its parts: what it shows (`wizard-state.ts`), loads (`wizard-fetch.ts`), what the plan allows
 * (`wizard-plan.ts`), the saves (`wizard-save.ts`) and the moderation actions (`wizard-moderation.ts`).
 */
export function createWizard({ locale, t, confirm, history, go, toSignIn }: WizardOptions) {
  const loader = createLoader<WizardData>({ onSessionExpired: toSignIn });
  const state = createWizardState(locale);
  const { $where, $editLocale, $form, $incomplete, uuidNow } = state;
  const plan = createWizardPlan(loader.$state, $editLocale, state.$textLocales);
  const fetchWizard = wizardFetch((init) => plan.$published.set(init.published_services));
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
  let last: WizardTarget | undefined;

  /** Loads a service in a language; an answer overtaken by a later load is dropped. */
  function open(target: WizardTarget): Promise<void> {
    last = target;
    $form.set(null);
    return loadAndShow(loader, () => fetchWizard(target), state.show);
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
    if (!form || plan.$locked.get()) return;
    $form.set({ ...form, [field]: value });
    $incomplete.set(false);
  }

  /**
   * Another language: asks first when a saved service has unsaved changes. A saved
   * service is loaded in the new language; a new one keeps what was typed, saved in the new language.
   */
  function switchLocale(next: Locale): Promise<void> {
    const uuid = uuidNow();
    if (next === $editLocale.get()) return Promise.resolve();
    if (state.$dirty.get() && uuid && !confirm(t('service_wizard.unsaved_confirm'))) return Promise.resolve();
    $editLocale.set(next);
    $incomplete.set(false);
    state.$plans.set([]);
    request.reset();
    return uuid ? open({ uuid, language: next, first: false }) : Promise.resolve();
  }

  const { submitStep, finish } = createWizardSave({
    locale,
    t,
    state,
    request,
    go,
    goTo,
    $locked: plan.$locked,
    replaceAddress: history.replace,
  });

  return {
    loader,
    $where,
    $editLocale,
    $form,
    $dirty: state.$dirty,
    $unsaved: state.$unsaved,
    $moderation: state.$moderation,
    $filled: state.$filled,
    $plans: state.$plans,
    $textLocales: state.$textLocales,
    $planLocales: plan.$planLocales,
    $locked: plan.$locked,
    $publishing: plan.$publishing,
    $incomplete,
    request,
    offerPlans: plan.offerPlans,
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
    moderation: createWizardModeration({ uuidNow, $moderation: state.$moderation, $published: plan.$published }),
  };
}

export type Wizard = ReturnType<typeof createWizard>;
