import type { ReadableAtom } from 'nanostores';
import {
  createAccountService,
  getAccountService,
  updateAccountService,
  updateAccountServiceValidated,
} from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { ServiceAccount } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import type { Problem, Problems } from '@/kit/problems';
import type { Request } from '@/kit/request';
import { planLimitPackages } from '../shared/moderation-state';
import type { WizardKey } from './messages';
import { serviceBody, type FormIssue, type FormIssues } from './service-form';
import { FIRST_STEP, afterValidatedSave, firstStepOf, servicesListUrl, wizardUrl } from './service-navigation';
import type { WizardState } from './wizard-state';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';

export interface WizardSaveOptions {
  readonly locale: Locale;
  readonly t: Translate<WizardKey>;
  readonly state: WizardState;
  /** Whether the edited language is closed by the plan: nothing is saved in it. */
  readonly $locked: ReadableAtom<boolean>;
  readonly request: Request<string>;
  readonly replaceAddress: (url: string) => void;
  /** Leaves the page for the list. */
  readonly go: (url: string) => void;
  readonly goTo: (step: number) => void;
}

/** The browser's own checks' findings as the API's problems would be, at their fields. */
function issueProblems(issues: FormIssues, locale: Locale, t: Translate<WizardKey>): Problems<string> {
  const problem = (issue: FormIssue): Problem => {
    if (issue === 'required') return { key: 'errors.field.required' };
    if (issue === 'price_order') return { text: ruleMessage(listingsRules.priceOrder, locale) };
    return { text: t(`service_wizard.error.${issue}`) };
  };
  return {
    general: { key: 'errors.code.validation_failed' },
    fields: Object.fromEntries(Object.entries(issues).map(([path, issue]) => [path, problem(issue)])),
  };
}

/**
 * The wizard's saves: a step's button (POST the new service, else PUT what changed) and the last
 * step's save with validation (docs/product.md, "Services"). A save whose problems are on another
 * step takes the user there; one answered after the edited language changed is not shown.
 */
export function createWizardSave({ locale, t, state, $locked, request, replaceAddress, go, goTo }: WizardSaveOptions) {
  const { $form, $where, $editLocale, $plans } = state;

  /** A failed save whose problems are on another step takes the user there. */
  function showProblemsStep(): void {
    const step = firstStepOf(Object.keys(request.$state.get().problems.fields));
    const where = $where.get();
    if (step !== undefined && where && step !== where.step) goTo(step);
  }

  function refuse(issues: FormIssues): void {
    request.reject(issueProblems(issues, locale, t));
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
    if ($editLocale.get() === language) state.showService(service);
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
      replaceAddress(wizardUrl(locale, { uuid, step: FIRST_STEP }));
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
    const uuid = where.uuid && !state.$dirty.get() ? where.uuid : await save();
    if (uuid) goTo(where.step + 1);
  }

  /** The last step: saves with validation; a complete service goes back to the list (`redirect`; docs/product.md, "Services"). */
  async function finish(): Promise<void> {
    const form = $form.get();
    const uuid = state.uuidNow();
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
    if (!complete) return state.$incomplete.set(true);
    state.$leaving.set(true);
    go(servicesListUrl(locale));
  }

  return { submitStep, finish };
}
