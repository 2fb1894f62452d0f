import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { serviceRequiredFields, type ServiceContent } from '#data/services';
import { missingAttributes } from './attributes';
import { Problems } from './problems';

/**
 * What keeps a service from moderation (and the wizard from moving on): when
 * no locale is complete, the required texts missing in the `edited` locale;
 * and the search attributes not set yet. Empty when the service is complete.
 * Messages are worded in `messages`.
 */
export function serviceProblems(content: ServiceContent, edited: Locale, messages: Locale): FieldErrors {
  const problems = new Problems(messages);
  if (content.filled_locales.length === 0) {
    for (const [path, text] of serviceRequiredFields(content)) {
      problems.check((text[edited] ?? '').trim() !== '', path, 'required');
    }
  }
  return { ...problems.errors, ...missingAttributes(content.search_attributes, messages) };
}
