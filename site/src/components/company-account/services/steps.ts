import type { ServiceInit } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import type { WizardKey } from './messages';
import type { ServiceFormState } from './service-form';

/** What each form step of the wizard (basics, content, feedback) gets from the wizard. */
export interface FormStepProps {
  readonly form: ServiceFormState;
  readonly change: <K extends keyof ServiceFormState>(field: K, value: ServiceFormState[K]) => void;
  readonly init: ServiceInit;
  readonly t: Translate<WizardKey>;
  /** The problem shown at a field, by its API path (`service_benefits.1.name`). */
  readonly error: (path: string) => string | undefined;
}
