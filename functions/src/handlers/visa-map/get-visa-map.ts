import { getVisaMap } from '@migralink/shared/api/visa-map';
import { createHandler } from '#http/handler';
import { visaMapOf } from '#visa-map/maps';

/** One passport's map: every destination's rule and how many companies serve it; 404 for a passport the data lacks. */
export const handler = createHandler(getVisaMap, async ({ params, locale }) => ({
  data: await visaMapOf(params.id, locale),
}));
