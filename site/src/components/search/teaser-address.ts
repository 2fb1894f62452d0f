import { filtersFromQuery, filtersQuery } from './search-url';

/**
 * Where the home search leads: the form's companies page with only the chosen filters
 * (`?purpose=3`, where the form alone would send `?country_destination=&purpose=3&category=`).
 */
export function teaserAddress(action: string, data: Iterable<[string, FormDataEntryValue]>): string {
  const entries = [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const query = filtersQuery(filtersFromQuery(new URLSearchParams(entries).toString()));
  return query ? `${action}?${query}` : action;
}

/** The home search's forms lead to their address (the form works as a plain GET form until this runs). */
export function leadTeasersToTheirAddress(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search-teaser]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      window.location.assign(teaserAddress(form.getAttribute('action') ?? '', new FormData(form)));
    });
  }
}
