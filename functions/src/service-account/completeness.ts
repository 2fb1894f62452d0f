import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { serviceRequiredFields, type ServiceContent } from '#data/services';
import { missingRequired } from '#listings/required';
import { missingAttributes } from './attributes';

/**
 * What keeps a service from moderation (and the wizard from moving on): when
 * no locale is complete, the required texts missing in the `edited` locale;
 * and the search attributes not set yet. Empty when the service is complete.
 * Messages are worded in `messages`.
 */
export function serviceProblems(content: ServiceContent, edited: Locale, messages: Locale): FieldErrors {
  const texts =
    content.filled_locales.length === 0 ? missingRequired(serviceRequiredFields(content), edited, messages) : {};
  return { ...texts, ...missingAttributes(content.search_attributes, messages) };
}
