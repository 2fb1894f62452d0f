import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { VISA_MAP } from './endpoints';
import { VISA_MAP_LIST } from './page-endpoints';
import { visaMap, visaMapCountries, visaMapList, visaMapListQuery, visaMapParams } from '../schemas/visa-map';

/**
 * The visa-free map and the passport comparison (docs/product.md, "Visa-free map and passport comparison"): public,
 * read-only, from the imported visa data; cacheable like the reference data.
 */
const tag = 'visa-map';
const cacheSeconds = 300;
const READING = { table: ['GetItem', 'BatchGetItem', 'Query'] } as const;
const unknownPassport = 'The visa data has no passport with this country code.';

export const listVisaMapCountries = defineRoute({
  operationId: 'listVisaMapCountries',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/visa-map/countries',
  summary: 'The passports the visa data knows, for the selectors, and the country groups',
  tag,
  auth: 'public',
  response: dataEnvelope(visaMapCountries),
  cacheSeconds,
  handler: 'visa-map/list-visa-map-countries',
  access: READING,
});

export const getVisaMap = defineRoute({
  ...VISA_MAP,
  ownerScope: 'shared',
  summary:
    "One passport's map: every destination's status and days of stay, the statuses named, and how many companies serve each destination",
  tag,
  auth: 'public',
  params: visaMapParams,
  response: dataEnvelope(visaMap),
  errors: { not_found: unknownPassport },
  cacheSeconds,
  handler: 'visa-map/get-visa-map',
  access: READING,
});

export const compareVisaMaps = defineRoute({
  ...VISA_MAP_LIST,
  ownerScope: 'shared',
  summary: 'Up to 4 passports side by side: each destination with every passport’s rule, and their mobility scores',
  tag,
  auth: 'public',
  query: visaMapListQuery,
  response: dataEnvelope(visaMapList),
  errors: { not_found: unknownPassport },
  cacheSeconds,
  handler: 'visa-map/compare-visa-maps',
  access: READING,
});
