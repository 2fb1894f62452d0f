import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import { uuidOf } from '@migralink/shared/public-address';
import { adminUrl } from '../shared/paths';

/**
 * Where the services screens send the user: the wizard's steps and its address
 * (`/admin/services/create-service?uuid=…&step=…`, docs/product.md "Services"), and the redirect
 * rules (docs/product.md, "Redirects"). Pure functions over the address, tested as a matrix.
 */

export const WIZARD_STEPS = ['basics', 'content', 'feedback', 'search', 'review'] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number];
export const FIRST_STEP = 1;
export const LAST_STEP = WIZARD_STEPS.length;

export interface WizardLocation {
  /** The service being edited; undefined while it is not created yet. */
  readonly uuid: string | undefined;
  /** 1-based; always 1 before the service exists (the other steps need it). */
  readonly step: number;
}

/** The wizard's place from the address: an unknown step is the first, any step but the first needs a service. */
export function readWizardLocation(search: string): WizardLocation {
  const query = new URLSearchParams(search);
  const uuid = uuidOf(query.get('uuid'));
  const stepText = query.get('step') ?? '';
  const step = /^\d+$/.test(stepText) ? Number(stepText) : FIRST_STEP;
  return { uuid, step: uuid && step >= FIRST_STEP && step <= LAST_STEP ? step : FIRST_STEP };
}

/** The wizard's address for a service and step (a new service has no uuid and no step). */
export function wizardUrl(locale: Locale, location: Partial<WizardLocation> = {}): string {
  if (!location.uuid) return adminUrl(locale, 'createService');
  return adminUrl(locale, 'createService', { uuid: location.uuid, step: String(location.step ?? FIRST_STEP) });
}

/** The preview of a service; `language` is the language of its texts when not the page's. */
export const servicePreviewUrl = (locale: Locale, uuid: string, language?: Locale) =>
  adminUrl(locale, 'servicePreview', { uuid, locale: language && language !== locale ? language : undefined });

export const servicesListUrl = (locale: Locale) => adminUrl(locale, 'services');

/** The API knows no such service of the company (404), or the address's id is none (422): the screen says so. */
export function isMissingService(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

/** (docs/product.md, "Redirects"): after the services list loads, an empty list sends the user to create a first service. */
export function listRedirect(items: readonly unknown[]): 'create_first' | undefined {
  return items.length === 0 ? 'create_first' : undefined;
}

/** (docs/product.md, "Services"): `with-validation` answers `redirect`: the service is complete, the wizard is done (back to the list). */
export function afterValidatedSave(answer: { readonly redirect: boolean }): 'list' | 'stay' {
  return answer.redirect ? 'list' : 'stay';
}

/** Which step shows a field the API named (`service_benefits.1.name` → content). */
const FIELD_STEPS: Readonly<Record<string, WizardStepId>> = {
  name: 'basics',
  price_from: 'basics',
  price_to: 'basics',
  currency: 'basics',
  duration: 'basics',
  time_unit: 'basics',
  show_price_block: 'basics',
  show_duration_block: 'basics',
  image_library: 'basics',
  receiving_reason: 'content',
  applicant_requirements: 'content',
  service_documents: 'content',
  service_required_steps: 'content',
  service_benefits: 'content',
  show_documents_block: 'content',
  show_required_steps_block: 'content',
  show_benefits_block: 'content',
  feedback_forms: 'feedback',
  country: 'search',
  countries: 'search',
  immigration_purposes: 'search',
  categories: 'search',
  main_category: 'search',
};

/** The 1-based step that shows a field path, if any. */
export function stepOfField(path: string): number | undefined {
  const id = FIELD_STEPS[path.split('.')[0] ?? ''];
  return id ? WIZARD_STEPS.indexOf(id) + 1 : undefined;
}

/** The first step that shows one of the fields: where the wizard takes the user to fix them. */
export function firstStepOf(paths: readonly string[]): number | undefined {
  const steps = paths.map(stepOfField).filter((step): step is number => step !== undefined);
  return steps.length ? Math.min(...steps) : undefined;
}
