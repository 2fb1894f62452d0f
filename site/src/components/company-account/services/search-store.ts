import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  getSearchAttributes,
  putSearchAttributes,
  searchAttributesInitRoute,
} from '@migralink/shared/api/service-account';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { CountryGroup } from '@migralink/shared/schemas/reference';
import type { SearchAttributesInit } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { createLoader } from '@/kit/load';
import type { Problem, Problems } from '@/kit/problems';
import { createRequest, type RequestState } from '@/kit/request';
import { searchOptions } from '@/components/search/options';
import { loadAndShow } from './load-and-show';
import type { WizardKey } from './messages';
import {
  EMPTY_SEARCH_ATTRIBUTES,
  SEARCH_ATTRIBUTE_FIELDS,
  searchAttributesBody,
  searchAttributesState,
  setCountry,
  setMainCategory,
  toggleGroup,
  type SearchAttributeField,
  type SearchAttributesState,
} from './search-attributes-form';

type Field = SearchAttributeField;

/** What the step loads: the lists to choose from, and the service's attributes (empty when it has none yet). */
export interface SearchStepData {
  readonly init: SearchAttributesInit;
  readonly values: SearchAttributesState;
}

export interface SearchStepOptions {
  /** The page's language: how the countries are sorted and filtered. */
  readonly locale: Locale;
  readonly t: Translate<WizardKey>;
  readonly toSignIn: () => void;
  /** The wizard's last save: `with-validation` names missing attributes too, shown until this form is sent. */
  readonly wizardRequest: ReadableAtom<RequestState<string>>;
  /** The attributes are saved: the wizard moves on. */
  readonly onSaved: () => void;
}

async function fetchSearchStep(uuid: string): Promise<SearchStepData> {
  const [init, attributes] = await Promise.all([
    callChecked(searchAttributesInitRoute, {}),
    // A service without attributes yet may answer 404: it starts empty.
    callChecked(getSearchAttributes, { params: { id: uuid } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }),
  ]);
  return { init: init.data, values: attributes ? searchAttributesState(attributes.data) : EMPTY_SEARCH_ATTRIBUTES };
}

/**
 * The wizard's fourth step as a store: what the search finds the service by
 * (GET/PUT search attributes): the target country, the source countries (with
 * country groups as shortcuts and a filter over the list), purposes, the main
 * category and its child categories.
 */
export function createSearchStep({ locale, t, toSignIn, wizardRequest, onSaved }: SearchStepOptions) {
  const loader = createLoader<SearchStepData>({ onSessionExpired: toSignIn });
  const $values = atom<SearchAttributesState>(EMPTY_SEARCH_ATTRIBUTES);
  /** The text the source countries are filtered by. */
  const $filter = atom('');
  const request = createRequest<Field>({ fields: SEARCH_ATTRIBUTE_FIELDS, onSessionExpired: toSignIn });
  let uuid: string | undefined;

  const $options = computed(loader.$state, (state) =>
    state.status === 'ready' ? searchOptions(state.data.init, locale, { allOf: (name) => name }) : undefined,
  );
  /** The source countries offered: all but the target country, narrowed by the filter. */
  const $sources = computed([$options, $values, $filter], (options, values, filter) => {
    const needle = filter.trim().toLocaleLowerCase(locale);
    return (options?.countries ?? []).filter(
      (country) => country.value !== values.country && country.label.toLocaleLowerCase(locale).includes(needle),
    );
  });
  /** The problem at each field: this form's own once it was sent, until then what the wizard's last save said. */
  const $problems = computed([request.$state, wizardRequest], (own, wizard): Partial<Record<Field, Problem>> => {
    if (own.phase !== 'idle') return own.problems.fields;
    const fields = wizard.problems.fields as Partial<Record<string, Problem>>;
    return Object.fromEntries(
      SEARCH_ATTRIBUTE_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])),
    );
  });

  const load = (service: string) =>
    loadAndShow(
      loader,
      () => fetchSearchStep(service),
      (data) => $values.set(data.values),
    );

  /** Loads the step for a service, from an empty filter and no result of an earlier visit. */
  function open(service: string): Promise<void> {
    uuid = service;
    $filter.set('');
    request.reset();
    return load(service);
  }

  /** Changes the attributes; a shown result of the last save no longer applies. */
  function change(update: (values: SearchAttributesState) => SearchAttributesState): void {
    $values.set(update($values.get()));
    request.reset();
  }

  const categories = () => {
    const state = loader.$state.get();
    return state.status === 'ready' ? state.data.init.categories : [];
  };

  /** The browser's own check: the target country and main category are required, the lists need one choice. */
  function missingProblems(missing: readonly string[]): Problems<Field> {
    const chooseOne: Problem = { text: t('service_wizard.error.choose_one') };
    const fields: Partial<Record<Field, Problem>> = {};
    for (const field of missing as Field[])
      fields[field] = field === 'country' || field === 'main_category' ? { key: 'errors.field.required' } : chooseOne;
    return { general: { key: 'errors.code.validation_failed' }, fields };
  }

  /** Saves the attributes (PUT), then the wizard moves on; resolves whether they were saved. */
  async function save(): Promise<boolean> {
    const service = uuid;
    if (request.$state.get().phase === 'loading' || !service) return false;
    const result = searchAttributesBody(service, $values.get());
    if (!result.ok) {
      request.reject(missingProblems(result.missing));
      return false;
    }
    const saved = await request.run(async () => {
      const { data } = await callChecked(putSearchAttributes, { body: result.body });
      if (uuid === service) $values.set(searchAttributesState(data));
    });
    if (saved && uuid === service) onSaved();
    return saved;
  }

  return {
    loader,
    $values,
    $filter,
    $options,
    $sources,
    $problems,
    request,
    open,
    retry: () => (uuid ? load(uuid) : Promise.resolve()),
    cancel: loader.cancel,
    setFilter: (filter: string) => $filter.set(filter),
    chooseCountry: (country: string | undefined) => change((values) => setCountry(values, country)),
    toggleGroup: (group: CountryGroup) => change((values) => toggleGroup(values, group)),
    chooseMainCategory: (main: number | undefined) => change((values) => setMainCategory(values, categories(), main)),
    /** Sets one of the lists (source countries, purposes, child categories). */
    choose: <K extends 'countries' | 'immigration_purposes' | 'categories'>(
      field: K,
      chosen: SearchAttributesState[K],
    ) => change((values) => ({ ...values, [field]: chosen })),
    save,
  };
}

export type SearchStepStore = ReturnType<typeof createSearchStep>;
