import { useStore } from '@nanostores/react';
import type { ReactNode, RefObject, SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceInit } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { problemText } from '@/kit/problems';
import { PlansNote } from '../shared/PlansNote';
import { BasicsStep } from './BasicsStep';
import { ContentStep } from './ContentStep';
import { FeedbackStep } from './FeedbackStep';
import type { WizardKey } from './messages';
import type { ServiceFormState } from './service-form';
import { FIRST_STEP, servicesListUrl } from './service-navigation';
import { serviceFields } from './wizard-fields';
import type { Wizard } from './wizard-store';

type T = Translate<WizardKey>;

const FORM_STEPS = { 1: BasicsStep, 2: ContentStep, 3: FeedbackStep } as const;
export const isFormStep = (step: number): step is keyof typeof FORM_STEPS => step in FORM_STEPS;

/** Why the wizard's last save failed, with the plans that would allow it after a `plan_limit`. */
export function WizardAlert({ wizard, t }: { readonly wizard: Wizard; readonly t: T }) {
  const { general } = useStore(wizard.request.$state).problems;
  const plans = useStore(wizard.$plans);
  if (!general) return null;
  return (
    <FormAlert>
      {problemText(t, general)}
      <PlansNote plans={plans} t={t} />
    </FormAlert>
  );
}

export interface StepActionsProps {
  readonly wizard: Wizard;
  readonly step: number;
  readonly locale: Locale;
  readonly t: T;
  /** The step's submit button. */
  readonly children: ReactNode;
}

/** The buttons under a step: back (the list, on the first step), and the step's submit button. */
export function StepActions({ wizard, step, locale, t, children }: StepActionsProps) {
  return (
    <div className="account-form__actions">
      {step > FIRST_STEP ? (
        <button type="button" className="account-button account-button--quiet" onClick={() => wizard.goTo(step - 1)}>
          {t('service_wizard.back')}
        </button>
      ) : (
        <a className="account-button account-button--quiet" href={servicesListUrl(locale)}>
          {t('service_wizard.to_list')}
        </a>
      )}
      {children}
    </div>
  );
}

export interface StepFormProps {
  readonly wizard: Wizard;
  readonly step: number;
  readonly uuid: string | undefined;
  readonly form: ServiceFormState;
  readonly init: ServiceInit;
  readonly locale: Locale;
  readonly t: T;
  readonly formRef: RefObject<HTMLFormElement | null>;
}

/** A step that edits the service form (basics, content, feedback): saved (or created) on to the next step. */
export function StepForm({ wizard, step, uuid, form, init, locale, t, formRef }: StepFormProps) {
  const request = useStore(wizard.request.$state);
  const locked = useStore(wizard.$locked);
  const busy = request.phase === 'loading';
  const errorAt = (path: string) => problemText(t, request.problems.fields[path]);
  const Step = isFormStep(step) ? FORM_STEPS[step] : undefined;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void wizard.submitStep();
  };
  return (
    <form ref={formRef} className="account-form" noValidate aria-busy={busy} onSubmit={submit}>
      <WizardAlert wizard={wizard} t={t} />
      {Step && (
        // A language the plan does not include is shown to read, not to write (the note above the steps says why).
        <fieldset className="service-wizard__fields" disabled={locked}>
          <Step fields={serviceFields(form, wizard.change, errorAt)} init={init} t={t} />
        </fieldset>
      )}
      <StepActions wizard={wizard} step={step} locale={locale} t={t}>
        <SubmitButton
          busy={busy}
          label={t(uuid ? 'service_wizard.save_next' : 'service_wizard.create')}
          busyLabel={t('service_wizard.saving')}
        />
      </StepActions>
    </form>
  );
}

/** The last step's form: saves with validation, then back to the list, or says what is still missing. */
export function FinishForm({
  wizard,
  step,
  locale,
  t,
  formRef,
}: Pick<StepFormProps, 'wizard' | 'step' | 'locale' | 't' | 'formRef'>) {
  const busy = useStore(wizard.request.$state).phase === 'loading';
  const dirty = useStore(wizard.$dirty);
  const incomplete = useStore(wizard.$incomplete);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void wizard.finish();
  };
  return (
    <form ref={formRef} className="account-form" noValidate aria-busy={busy} onSubmit={submit}>
      <WizardAlert wizard={wizard} t={t} />
      {dirty && <p className="admin-note">{t('service_wizard.unsaved_note')}</p>}
      {incomplete && <FormStatus>{t('service_wizard.incomplete')}</FormStatus>}
      <StepActions wizard={wizard} step={step} locale={locale} t={t}>
        <SubmitButton busy={busy} label={t('service_wizard.finish')} busyLabel={t('service_wizard.saving')} />
      </StepActions>
    </form>
  );
}
