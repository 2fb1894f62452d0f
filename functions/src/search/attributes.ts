import type { ServiceSearchAttributes } from '#data/services';

/** Which of the attributes search needs are set: a target country, a purpose, a category and its main category. */
export const attributesSet = (attributes: ServiceSearchAttributes) => ({
  country: Boolean(attributes.country),
  immigration_purposes: attributes.immigration_purposes.length > 0,
  categories: attributes.categories.length > 0,
  main_category: attributes.main_category > 0,
});

/** Whether search can find the service: every attribute it needs is set. */
export const hasSearchAttributes = (attributes: ServiceSearchAttributes | undefined): boolean =>
  attributes !== undefined && Object.values(attributesSet(attributes)).every(Boolean);
