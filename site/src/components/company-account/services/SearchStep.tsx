import { useEffect, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  getSearchAttributes,
  putSearchAttributes,
  searchAttributesInitRoute,
} from '@migralink/shared/api/service-account';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { SearchAttributesInit } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { describeError, isSessionExpired, problemText, type Problem, type Problems } from '@/kit/problems';
import { FormAlert, FormStatus, RetryAlert, SubmitButton, TextField } from '@/kit/fields';
import { useFocusFirstInvalid, useRequest } from '@/kit/react';
import { searchOptions } from '@/components/search/options';
import { CheckboxGroup, ChoiceField } from '@/kit/fields';
import type { WizardKey } from './messages';
import {
  EMPTY_SEARCH_ATTRIBUTES,
  SEARCH_ATTRIBUTE_FIELDS,
  childrenOf,
  hasGroup,
  searchAttributesBody,
  searchAttributesState,
  setCountry,
  setMainCategory,
  toggleGroup,
  type SearchAttributeField,
  type SearchAttributesState,
} from './search-attributes-form';

const FIELDS = SEARCH_ATTRIBUTE_FIELDS;
type Field = SearchAttributeField;

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly init: SearchAttributesInit };

export interface SearchStepProps {
  readonly uuid: string;
  readonly locale: Locale;
  readonly t: Translate<WizardKey>;
  /** The buttons under the form: back, and the submit button given here. */
  readonly actions: (submit: ReactNode) => ReactNode;
  /** Problems the wizard's last save found here (`with-validation` names missing attributes too). */
  readonly wizardError: (field: Field) => string | undefined;
  readonly onSaved: () => void;
  readonly onSessionExpired: () => void;
}

/**
 * Step 4: what the search finds the service by (GET/PUT search attributes):
 * the target country, the source countries with country groups as shortcuts,
 * purposes, the main category and its child categories.
 */
export function SearchStep({ uuid, locale, t, actions, wizardError, onSaved, onSessionExpired }: SearchStepProps) {
  const form = useRef<HTMLFormElement>(null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<SearchAttributesState>(EMPTY_SEARCH_ATTRIBUTES);
  const [filter, setFilter] = useState('');
  const { state, run, reject, reset } = useRequest<Field>({ fields: FIELDS, onSessionExpired });
  useFocusFirstInvalid(form, state);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    Promise.all([
      callChecked(searchAttributesInitRoute, {}),
      // A service without attributes yet may answer 404: it starts empty.
      callChecked(getSearchAttributes, { params: { id: uuid } }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }),
    ])
      .then(([init, attributes]) => {
        if (!current) return;
        setValues(attributes ? searchAttributesState(attributes.data) : EMPTY_SEARCH_ATTRIBUTES);
        setLoad({ status: 'ready', init: init.data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLoad({ status: 'failed', error });
        if (isSessionExpired(error)) onSessionExpired();
      });
    return () => {
      current = false;
    };
  }, [uuid, attempt, onSessionExpired]);

  const init = load.status === 'ready' ? load.init : undefined;
  const options = useMemo(() => (init ? searchOptions(init, locale, (name) => name) : undefined), [init, locale]);

  if (load.status === 'loading') return <FormStatus>{t('service_wizard.loading')}</FormStatus>;
  if (load.status === 'failed' || !init || !options)
    return (
      <RetryAlert
        message={problemText(
          t,
          describeError(load.status === 'failed' ? load.error : undefined, { fields: [] }).general,
        )}
        retryLabel={t('common.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );

  const change = (next: SearchAttributesState) => {
    setValues(next);
    reset();
  };
  // This form's own check first; until it ran, what the wizard's last save said.
  const fieldError = (field: Field) =>
    state.phase === 'idle' ? wizardError(field) : problemText(t, state.problems.fields[field]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const result = searchAttributesBody(uuid, values);
    if (!result.ok) {
      const chooseOne: Problem = { text: t('service_wizard.error.choose_one') };
      const fields: Partial<Record<Field, Problem>> = {};
      for (const field of result.missing as Field[])
        fields[field] = field === 'country' || field === 'main_category' ? { key: 'errors.field.required' } : chooseOne;
      const problems: Problems<Field> = { general: { key: 'errors.code.validation_failed' }, fields };
      return reject(problems);
    }
    const saved = await run(async () => {
      const { data } = await callChecked(putSearchAttributes, { body: result.body });
      setValues(searchAttributesState(data));
    });
    if (saved) onSaved();
  };

  const needle = filter.trim().toLocaleLowerCase(locale);
  const sources = options.countries.filter(
    (country) => country.value !== values.country && country.label.toLocaleLowerCase(locale).includes(needle),
  );
  const children = childrenOf(init.categories, values.main_category);
  const busy = state.phase === 'loading';

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
        choices={options.countries}
        onChange={(value) => change(setCountry(values, value || undefined))}
        error={fieldError('country')}
      />
      <CheckboxGroup
        legend={t('service_wizard.countries')}
        hint={t('service_wizard.countries_hint')}
        error={fieldError('countries')}
        name="countries"
        options={sources}
        value={values.countries}
        onChange={(countries) => change({ ...values, countries })}
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
                onClick={() => change(toggleGroup(values, group))}
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
            onChange={setFilter}
          />
          <div className="service-wizard__chosen">
            <p role="status" className="admin-note">
              {values.countries.length === 0
                ? t('service_wizard.countries_anywhere')
                : t('service_wizard.chosen_count', { count: values.countries.length })}
            </p>
            {values.countries.length > 0 && (
              <button
                type="button"
                className="account-button account-button--quiet"
                onClick={() => change({ ...values, countries: [] })}
              >
                {t('service_wizard.clear_countries')}
              </button>
            )}
          </div>
        </div>
      </CheckboxGroup>
      <CheckboxGroup
        legend={t('service_wizard.purposes')}
        error={fieldError('immigration_purposes')}
        name="immigration_purposes"
        options={init.immigration_purposes.map((purpose) => ({ value: purpose.id, label: purpose.name }))}
        value={values.immigration_purposes}
        onChange={(immigration_purposes) => change({ ...values, immigration_purposes })}
        optionsClassName="service-wizard__checks"
      />
      <ChoiceField
        label={t('service_wizard.main_category')}
        hint={t('service_wizard.main_category_hint')}
        name="main_category"
        value={values.main_category === undefined ? '' : String(values.main_category)}
        placeholder={t('service_wizard.choose')}
        choices={init.categories.map((category) => ({ value: String(category.id), label: category.name }))}
        onChange={(value) => change(setMainCategory(values, init.categories, value ? Number(value) : undefined))}
        error={fieldError('main_category')}
      />
      <CheckboxGroup
        legend={t('service_wizard.categories')}
        hint={values.main_category === undefined ? t('service_wizard.categories_hint') : undefined}
        error={fieldError('categories')}
        name="categories"
        options={children.map((category) => ({ value: category.id, label: category.name }))}
        value={values.categories}
        onChange={(categories) => change({ ...values, categories })}
        optionsClassName="service-wizard__checks"
      />
      {actions(
        <SubmitButton busy={busy} label={t('service_wizard.save_next')} busyLabel={t('service_wizard.saving')} />,
      )}
    </form>
  );
}
