import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { localizedPath } from '@/urls/localized-url';
import { FilterSelects, fromFilterField, searchFilterFields } from './FilterSelects';
import type { SearchTeaserMessages } from './messages';
import { hasNoOptions, type SearchOptions } from './option-list';
import { COMPANIES_PATH } from '@/urls/catalogue-paths';
import './search-teaser.css';

/** Server HTML only: the browser's own selects keep what is chosen. */
const keptByTheBrowser = () => undefined;

export interface SearchTeaserProps {
  readonly locale: Locale;
  readonly messages: SearchTeaserMessages;
  /** The lists, from the build (`search-lists.ts`). */
  readonly options: SearchOptions;
}

/**
 * The home page search: destination, purpose, service and where the applicant comes from, then off to
 * the companies list.
 * Rendered on the server only: a GET form to the companies page, whose query is the
 * filters (`teaser-address.ts` leaves the empty ones out), so the home page loads no React.
 */
export function SearchTeaser({ locale, messages, options }: SearchTeaserProps) {
  const t = createTranslator(messages);
  const empty = hasNoOptions(options);
  return (
    <form
      className="search-teaser"
      aria-labelledby="search-teaser-title"
      method="get"
      action={localizedPath(COMPANIES_PATH, locale)}
      data-search-teaser
    >
      <h2 id="search-teaser-title" className="search-teaser__title">
        {t('home.search.title')}
      </h2>
      <div className="search-teaser__fields">
        <FilterSelects
          fields={[...searchFilterFields(t), fromFilterField(t)]}
          options={options}
          values={{}}
          disabled={empty}
          onChange={keptByTheBrowser}
        />
        <button type="submit" className="search-teaser__submit">
          {t('home.search.submit')}
        </button>
      </div>
      <div className="search-teaser__messages">
        {empty && (
          <p role="status" className="search-teaser__status">
            {t('home.search.empty')}
          </p>
        )}
      </div>
    </form>
  );
}
