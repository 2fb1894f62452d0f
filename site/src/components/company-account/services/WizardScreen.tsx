import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceInit } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { useFocusFirstInvalid } from '@/kit/react';
import { LocaleTabs } from '../shared/LocaleTabs';
import { PlanLocaleNote } from '../shared/PlanLocaleNote';
import type { WizardKey, WizardMessages } from './messages';
import { ReviewStep } from './ReviewStep';
import { SearchStep } from './SearchStep';
import type { ServiceFormState } from './service-form';
import { FIRST_STEP, LAST_STEP, WIZARD_STEPS, type WizardLocation } from './service-navigation';
import { FinishForm, isFormStep, StepActions, StepForm, WizardAlert } from './WizardForms';
import type { Wizard } from './wizard-store';

type T = Translate<WizardKey>;

export interface WizardScreenProps {
  readonly wizard: Wizard;
  readonly where: WizardLocation;
  readonly form: ServiceFormState;
  readonly init: ServiceInit;
  readonly locale: Locale;
  readonly messages: WizardMessages;
  readonly t: T;
}

/**
 * A new step: the focus goes to its heading, or to the first field with a
 * problem (a save that failed elsewhere led here). `shown` is the step the focus was last placed for.
 */
function useStepFocus(
  wizard: Wizard,
  step: number,
  form: RefObject<HTMLFormElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const failed = wizard.request.$state.get().phase === 'failed';
    const invalid = failed ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : undefined;
    (invalid ?? heading.current)?.focus();
  }, [wizard, step, form, heading]);
}

/** The loaded wizard: the language tabs, the steps, and the current step under its heading. */
export function WizardScreen({ wizard, where, form, init, locale, messages, t }: WizardScreenProps) {
  const { step, uuid } = where;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const editLocale = useStore(wizard.$editLocale);
  const filled = useStore(wizard.$filled);
  const { locked } = useStore(wizard.$planLocales);
  const request = useStore(wizard.request.$state);
  // The first invalid field of a failed save on this step gets the focus; a new step then moves it on.
  useFocusFirstInvalid(formRef, request);
  useStepFocus(wizard, step, formRef, headingRef);
  const stepId = WIZARD_STEPS[step - 1] ?? 'basics';
  const body = { wizard, step, locale, t, formRef };

  return (
    <div className="service-wizard">
      <div className="service-wizard__language">
        <p className="admin-note">{t('service_wizard.language_hint')}</p>
        <LocaleTabs
          value={editLocale}
          filled={filled}
          locked={{ locales: locked, label: t('admin.plans.locked_tab') }}
          onChange={(next) => void wizard.switchLocale(next)}
          messages={messages}
        />
        <LockedLocaleNote wizard={wizard} init={init} t={t} />
      </div>
      <StepsNav wizard={wizard} where={where} t={t} />
      {!uuid && <p className="admin-note">{t('service_wizard.steps_locked')}</p>}
      <section className="admin-card service-wizard__step" aria-labelledby={headingId}>
        <p className="service-wizard__counter">{t('service_wizard.step_of', { step, total: LAST_STEP })}</p>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-card__title">
          {t(`service_wizard.step.${stepId}`)}
        </h2>
        {isFormStep(step) && <StepForm {...body} uuid={uuid} form={form} init={init} />}
        {step === 4 && uuid && (
          <>
            <WizardAlert wizard={wizard} t={t} />
            <SearchStep
              search={wizard.search}
              uuid={uuid}
              t={t}
              actions={(submit) => <StepActions {...body}>{submit}</StepActions>}
            />
          </>
        )}
        {step === LAST_STEP && uuid && (
          <>
            <ReviewStep wizard={wizard} uuid={uuid} form={form} locale={locale} t={t} messages={messages} />
            <FinishForm {...body} />
          </>
        )}
      </section>
    </div>
  );
}

/** The steps by name: the current one marked, the others reachable once the service exists. */
function StepsNav({ wizard, where, t }: { readonly wizard: Wizard; readonly where: WizardLocation; readonly t: T }) {
  return (
    <nav className="service-wizard__nav" aria-label={t('service_wizard.steps_label')}>
      <ol className="wrap-list">
        {WIZARD_STEPS.map((id, index) => {
          const n = index + 1;
          return (
            <li key={id}>
              <button
                type="button"
                className="service-wizard__nav-step"
                aria-current={n === where.step ? 'step' : undefined}
                disabled={n !== FIRST_STEP && !where.uuid}
                onClick={() => n !== where.step && wizard.goTo(n)}
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
  );
}

/** On a language the plan does not include: why the service's texts cannot be written in it, and the plans that can. */
function LockedLocaleNote({ wizard, init, t }: { readonly wizard: Wizard; readonly init: ServiceInit; readonly t: T }) {
  const locked = useStore(wizard.$locked);
  const { plans } = useStore(wizard.$planLocales);
  const written = useStore(wizard.$textLocales);
  if (!locked) return null;
  const languages = written.map((each) => t(`admin.locale.${each}`)).join(', ');
  const text = t('service_wizard.plan_locked', { plan: t(`admin.plan.${init.plan}`), written: languages });
  return <PlanLocaleNote text={text} plans={plans} t={t} />;
}
