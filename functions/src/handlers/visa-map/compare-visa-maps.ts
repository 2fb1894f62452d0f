import { compareVisaMaps as compareVisaMapsRoute } from '@migralink/shared/api/visa-map';
import { createHandler } from '#http/handler';
import { compareVisaMaps } from '#visa-map/maps';

/** Up to four passports side by side, destinations by name (`sort`, A to Z by default); 404 if one is unknown. */
export const handler = createHandler(compareVisaMapsRoute, async ({ query, locale }) => ({
  data: await compareVisaMaps(query.countries, query.sort ?? 'asc', locale),
}));
