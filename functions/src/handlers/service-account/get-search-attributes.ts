import { getSearchAttributes } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { searchAttributesView } from '#service-account/attributes';
import { ownService } from '#service-account/owner';

/** A service's search attributes: the draft's, else the approved version's; null or empty until set. */
export const handler = createHandler(getSearchAttributes, async ({ principal, params }) => {
  const { content } = await ownService(principal, params.id);
  return { data: searchAttributesView(params.id, content.search_attributes) };
});
