import { atom, computed } from 'nanostores';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import type { ServiceAccount, ServiceInit } from '@migralink/shared/schemas/service-account';
import { formFromService, isDirty, type ServiceFormState } from './service-form';
import type { WizardLocation } from './service-navigation';

/** What the wizard loaded: the init lists, the service (null: a new one) and the language it is in. */
export interface WizardData {
  readonly init: ServiceInit;
  readonly service: ServiceAccount | null;
  readonly language: Locale;
}

/**
 * What the service wizard shows and edits: where it is, the edited language, the form against the
 * last saved one, the service's moderation state and languages, and what the last save said.
 */
export function createWizardState(locale: Locale) {
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
  /** The languages the service has any text in: what the plan's language limit counts. */
  const $textLocales = atom<readonly Locale[]>([]);
  /** The plans that would allow what the last save was refused for (403 `plan_limit`). */
  const $plans = atom<readonly SubscriptionPackage[]>([]);
  /** Saved with validation, but not complete yet. */
  const $incomplete = atom(false);
  /** Leaving for the list after the last step: the unsaved-changes question no longer applies. */
  const $leaving = atom(false);
  const $unsaved = computed([$dirty, $leaving], (dirty, leaving) => dirty && !leaving);

  const showForm = (form: ServiceFormState) => {
    $form.set(form);
    $saved.set(form);
  };

  /** Shows a service as loaded or saved: its form, moderation state and filled languages. */
  function showService(service: ServiceAccount): void {
    showForm(formFromService(service));
    $moderation.set(service);
    $filled.set(service.filled_locales);
    $textLocales.set(service.text_locales);
  }

  /** Shows what was loaded: the service, or the default new one. */
  function show({ init, service, language }: WizardData): void {
    $editLocale.set(language);
    if (service) return showService(service);
    showForm(formFromService(init.default_service));
    $moderation.set(null);
    $filled.set([]);
    $textLocales.set([]);
  }

  return {
    $where,
    $editLocale,
    $form,
    $dirty,
    $unsaved,
    $moderation,
    $filled,
    $textLocales,
    $plans,
    $incomplete,
    $leaving,
    uuidNow: () => $where.get()?.uuid,
    showService,
    show,
  };
}

export type WizardState = ReturnType<typeof createWizardState>;
