import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import type { searchAttributesForm, SearchAttributes } from '@migralink/shared/schemas/service-account';
import type * as z from 'zod/mini';
import type { ServiceSearchAttributes } from '#data/services';
import type { CatalogueReference } from '#reference/lists';
import { attributesSet } from '#search/attributes';
import * as commonRules from '@migralink/shared/schemas/rules/common';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';
import { Problems } from './problems';

/** What the search finds a service by, as the form sends it (without the service's uuid). */
export type SearchAttributesValue = Omit<z.output<typeof searchAttributesForm>, 'uuid'>;

/**
 * The ids must name reference items: countries and purposes that exist, a
 * main category that is a parent, and categories that are its children.
 */
export function searchAttributesProblems(
  form: SearchAttributesValue,
  reference: Pick<CatalogueReference, 'countries' | 'purposes' | 'categories'>,
  locale: Locale,
): FieldErrors {
  const problems = new Problems(locale);
  const countries = new Set(reference.countries.map((country) => country.code));
  const purposes = new Set(reference.purposes.map((purpose) => purpose.id));
  const parents = new Map(reference.categories.map((category) => [category.id, category.parent_id]));
  problems.check(countries.has(form.country), 'country', commonRules.unknownReference);
  problems.check(
    form.countries.every((code) => countries.has(code)),
    'countries',
    commonRules.unknownReference,
  );
  problems.check(
    form.immigration_purposes.every((id) => purposes.has(id)),
    'immigration_purposes',
    commonRules.unknownReference,
  );
  problems.check(parents.get(form.main_category) === null, 'main_category', commonRules.unknownReference);
  for (const id of form.categories) {
    const parent = parents.get(id);
    if (parent === undefined || parent === null) problems.add('categories', commonRules.unknownReference);
    else problems.check(parent === form.main_category, 'categories', listingsRules.categoryParent);
  }
  return problems.errors;
}

/** The fields of the search attributes still to set (a new service has none), as `required` errors. */
export function missingAttributes(attributes: ServiceSearchAttributes, locale: Locale): FieldErrors {
  const problems = new Problems(locale);
  for (const [field, set] of Object.entries(attributesSet(attributes)))
    problems.check(set, field, commonRules.required);
  return problems.errors;
}

/** The attributes as the account answers them; not set yet is null or empty. */
export const searchAttributesView = (serviceId: string, attributes: ServiceSearchAttributes): SearchAttributes => ({
  uuid: serviceId,
  country: attributes.country || null,
  countries: attributes.countries,
  immigration_purposes: attributes.immigration_purposes,
  categories: attributes.categories,
  main_category: attributes.main_category || null,
});
