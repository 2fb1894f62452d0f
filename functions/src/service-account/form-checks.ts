import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceContentInput } from '#data/services';
import type { CatalogueReference } from '#reference/lists';
import type { ServiceFormValue } from './form';
import { rateOf } from '#reference/money';
import * as commonRules from '@migralink/shared/schemas/rules/common';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';
import { Problems } from './problems';

/** Who may use which uploaded file: the company's files live under its id (or its owner's user id). */
export interface MediaOwners {
  companyId: string;
  userId: string;
}

/** A `/media/<folder>/<owner>/<file>` path of one of `owners`' files. */
const isOwnMedia = (path: string, owners: MediaOwners) => {
  const owner = path.split('/')[3];
  return owner === owners.companyId || owner === owners.userId;
};

/**
 * What the form's schema cannot know: the time unit and the currency must be
 * in the reference data (the currency with a rate), and a feedback form's
 * background must be one of the company's files or the one it already had.
 */
export function serviceFormProblems(
  form: ServiceFormValue,
  previous: ServiceContentInput | null,
  reference: Pick<CatalogueReference, 'timeUnits' | 'currencies'>,
  owners: MediaOwners,
  locale: Locale,
): FieldErrors {
  const problems = new Problems(locale);
  problems.check(
    reference.timeUnits.some((unit) => unit.id === form.time_unit.id),
    'time_unit.id',
    commonRules.unknownReference,
  );
  problems.check(
    rateOf(form.currency.id, reference.currencies) !== undefined,
    'currency.id',
    commonRules.unknownReference,
  );
  const storedBackgrounds = new Map(previous?.feedback_forms.map((item) => [item.id, item.background_image]));
  form.feedback_forms.forEach((item, index) => {
    const image = item.background_image;
    if (image === null || (item.uuid && storedBackgrounds.get(item.uuid) === image)) return;
    problems.check(isOwnMedia(image, owners), `feedback_forms.${index}.background_image`, listingsRules.media);
  });
  return problems.errors;
}
