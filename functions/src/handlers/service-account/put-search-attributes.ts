import { putSearchAttributes } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { ValidationError } from '#http/errors';
import { searchAttributesProblems, searchAttributesView } from '#service-account/attributes';
import { ownService } from '#service-account/owner';
import { saveServiceDraft } from '#service-account/save';
import { catalogueReference } from '#reference/lists';

/** Sets the search attributes in a new draft revision (the public keeps the approved ones). */
export const handler = createHandler(putSearchAttributes, async ({ principal, body, locale }) => {
  const { uuid, ...attributes } = body;
  const service = await ownService(principal, uuid);
  const errors = searchAttributesProblems(attributes, await catalogueReference(), locale);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  // `filled_locales` goes along and is derived anew on writing.
  const saved = await saveServiceDraft(service, { ...service.content, search_attributes: attributes }, locale);
  return { data: searchAttributesView(uuid, saved.content.search_attributes) };
});
