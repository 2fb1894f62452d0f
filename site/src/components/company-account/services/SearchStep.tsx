import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import type { SearchAttributesInit } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { CheckboxGroup, ChoiceField } from '@/kit/choices';
import { TextField } from '@/kit/controls';
import { problemText } from '@/kit/problems';
import { useFocusFirstInvalid } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import type { WizardKey } from './messages';
import { childrenOf, hasGroup, type SearchAttributeField } from './search-attributes-form';
import type { SearchStepStore } from './search-store';

type T = Translate<WizardKey>;

export interface SearchStepProps {
  readonly search: SearchStepStore;
  readonly uuid: string;
  readonly t: T;
  /** The buttons under the form: back, and the submit button given here. */
  readonly actions: (submit: ReactNode) => ReactNode;
}

/**
 * Step 4: what the search finds the service by (GET/PUT search attributes):
 * the target country, the source countries with country groups as shortcuts,
 * purposes, the main category and its child categories.
 */
export function SearchStep({ search, uuid, t, actions }: SearchStepProps) {
  const state = useStore(search.loader.$state);
  useEffect(() => {
    void search.open(uuid);
    return search.cancel;
  }, [search, uuid]);

  if (state.status === 'loading') return <Loading text={t('service_wizard.loading')} />;
  if (state.status === 'failed') return <LoadFailed error={state.error} t={t} onRetry={() => void search.retry()} />;
  return <SearchForm search={search} init={state.data.init} t={t} actions={actions} />;
}

interface SearchFormProps extends Pick<SearchStepProps, 'search' | 't' | 'actions'> {
  readonly init: SearchAttributesInit;
}

function SearchForm({ search, init, t, actions }: SearchFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const values = useStore(search.$values);
  const options = useStore(search.$options);
  const state = useStore(search.request.$state);
  const problems = useStore(search.$problems);
  useFocusFirstInvalid(form, state);
  const error = (field: SearchAttributeField) => problemText(t, problems[field]);
  const busy = state.phase === 'loading';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search.save();
  };

  return (
    <form ref={form} className="account-form" noValidate aria-busy={busy} onSubmit={submit}>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <p className="admin-note">{t('service_wizard.search_lead')}</p>
      <ChoiceField
        label={t('service_wizard.country')}
        hint={t('service_wizard.country_hint')}
        name="country"
        value={values.country ?? ''}
        placeholder={t('service_wizard.choose')}
        choices={options?.countries ?? []}
        onChange={(value) => search.chooseCountry(value || undefined)}
        error={error('country')}
      />
      <SourceCountries search={search} init={init} t={t} error={error('countries')} />
      <CheckboxGroup
        legend={t('service_wizard.purposes')}
        error={error('immigration_purposes')}
        name="immigration_purposes"
        options={init.immigration_purposes.map((purpose) => ({ value: purpose.id, label: purpose.name }))}
        value={values.immigration_purposes}
        onChange={(chosen) => search.choose('immigration_purposes', chosen)}
        optionsClassName="service-wizard__checks"
      />
      <ChoiceField
        label={t('service_wizard.main_category')}
        hint={t('service_wizard.main_category_hint')}
        name="main_category"
        value={values.main_category === undefined ? '' : String(values.main_category)}
        placeholder={t('service_wizard.choose')}
        choices={init.categories.map((category) => ({ value: String(category.id), label: category.name }))}
        onChange={(value) => search.chooseMainCategory(value ? Number(value) : undefined)}
        error={error('main_category')}
      />
      <CheckboxGroup
        legend={t('service_wizard.categories')}
        hint={values.main_category === undefined ? t('service_wizard.categories_hint') : undefined}
        error={error('categories')}
        name="categories"
        options={childrenOf(init.categories, values.main_category).map((child) => ({
          value: child.id,
          label: child.name,
        }))}
        value={values.categories}
        onChange={(chosen) => search.choose('categories', chosen)}
        optionsClassName="service-wizard__checks"
      />
      {actions(
        <SubmitButton busy={busy} label={t('service_wizard.save_next')} busyLabel={t('service_wizard.saving')} />,
      )}
    </form>
  );
}

/** The source countries: groups as shortcuts, a filter over the list, how many are chosen and a way to clear them. */
function SourceCountries({
  search,
  init,
  t,
  error,
}: Pick<SearchFormProps, 'search' | 'init' | 't'> & { readonly error: string | undefined }) {
  const values = useStore(search.$values);
  const sources = useStore(search.$sources);
  const filter = useStore(search.$filter);
  const chosen = values.countries.length;
  return (
    <CheckboxGroup
      legend={t('service_wizard.countries')}
      hint={t('service_wizard.countries_hint')}
      error={error}
      name="countries"
      options={sources}
      value={values.countries}
      onChange={(countries) => search.choose('countries', countries)}
      optionsClassName="service-wizard__checks service-wizard__checks--scroll"
    >
      {init.country_groups.length > 0 && (
        <div className="service-wizard__groups" role="group" aria-label={t('service_wizard.country_groups')}>
          {init.country_groups.map((group) => (
            <button
              key={group.id}
              type="button"
              className="service-wizard__chip"
              aria-pressed={hasGroup(values, group)}
              onClick={() => search.toggleGroup(group)}
            >
              {group.name}
            </button>
          ))}
        </div>
      )}
      <div className="service-wizard__row">
        <TextField
          label={t('service_wizard.country_filter')}
          name="country_filter"
          value={filter}
          onChange={search.setFilter}
        />
        <div className="service-wizard__chosen">
          <p role="status" className="admin-note">
            {chosen === 0
              ? t('service_wizard.countries_anywhere')
              : t('service_wizard.chosen_count', { count: chosen })}
          </p>
          {chosen > 0 && (
            <button
              type="button"
              className="account-button account-button--quiet"
              onClick={() => search.choose('countries', [])}
            >
              {t('service_wizard.clear_countries')}
            </button>
          )}
        </div>
      </div>
    </CheckboxGroup>
  );
}
