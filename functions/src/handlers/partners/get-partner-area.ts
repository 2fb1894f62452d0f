import { getPartnerArea } from '@migralink/shared/api/partners';
import { createHandler } from '#http/handler';
import { partnerArea } from '#partners/area';

export const handler = createHandler(getPartnerArea, async ({ principal }) => ({
  data: await partnerArea(principal.userId),
}));
