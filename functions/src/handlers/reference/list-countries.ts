import { listCountries } from '@migralink/shared/api/reference';
import { listReference, presentCountries } from '#data/reference';
import { createHandler } from '#http/handler';

export const handler = createHandler(listCountries, async ({ query, locale }) => {
  const countries = await listReference('country');
  const inGroup = query.group ? countries.filter((country) => country.groups.includes(query.group!)) : countries;
  return { data: presentCountries(inGroup, locale) };
});
