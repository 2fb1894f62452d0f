import type { Currency } from '@migralink/shared/enums';
import { BACKGROUND_LIBRARY, type ServiceForm } from '@migralink/shared/schemas/service-account';
import type { BackgroundId } from '@/components/library/backgrounds';
import { newKey, numberText } from '@/kit/form-values';

/**
 * The service wizard's form state and its conversion to and from the API
 * (docs/product.md, "Numbers in forms"): numbers are held as the text typed, a number the API does not have
 * is `undefined` (never `''` or `0`), and text is turned back into numbers only
 * when the form is sent. Pure, so the rules are tested without a browser.
 */

/** A row of a list: `key` is React's (the uuid, or a local one for a row not saved yet). */
interface Row {
  readonly key: string;
  readonly uuid: string | undefined;
}
export interface DocumentRow extends Row {
  readonly name: string;
  readonly icon: string | null;
}
export interface PointRow extends Row {
  readonly name: string;
  readonly description: string;
  readonly icon: string | null;
}
export interface FeedbackRow extends Row {
  readonly type: number;
  readonly description: string;
  readonly background_image: string | null;
}

export const SHOW_FLAGS = [
  'show_price_block',
  'show_duration_block',
  'show_documents_block',
  'show_required_steps_block',
  'show_benefits_block',
] as const;
export type ShowFlag = (typeof SHOW_FLAGS)[number];

export interface ServiceFormState extends Readonly<Record<ShowFlag, boolean>> {
  readonly name: string;
  readonly price_from: string | undefined;
  readonly price_to: string | undefined;
  readonly currency: Currency;
  readonly duration: string | undefined;
  readonly time_unit: number | undefined;
  readonly image_library: BackgroundId | null;
  readonly receiving_reason: string;
  readonly applicant_requirements: string;
  readonly service_documents: readonly DocumentRow[];
  readonly service_required_steps: readonly PointRow[];
  readonly service_benefits: readonly PointRow[];
  readonly feedback_forms: readonly FeedbackRow[];
}

export type ListName = 'service_documents' | 'service_required_steps' | 'service_benefits' | 'feedback_forms';

/** What the form is filled from: the default new service of `init`, or a service the API loaded. */
export interface ServiceSource extends Readonly<Record<ShowFlag, boolean>> {
  readonly name: string;
  readonly price_from?: number | null | undefined;
  readonly price_to?: number | null | undefined;
  readonly currency: { readonly id: Currency };
  readonly duration?: number | null | undefined;
  readonly time_unit: { readonly id: number } | null;
  readonly image_library: { readonly id: string } | null;
  readonly receiving_reason: string;
  readonly applicant_requirements: string;
  readonly service_documents: readonly { uuid?: string | null | undefined; name: string; icon: string | null }[];
  readonly service_required_steps: readonly PointSource[];
  readonly service_benefits: readonly PointSource[];
  readonly feedback_forms: readonly {
    uuid?: string | null;
    type: { id: number };
    description: string;
    background_image: string | null;
  }[];
}
interface PointSource {
  readonly uuid?: string | null;
  readonly name: string;
  readonly description: string;
  readonly icon: string | null;
}

/**
 * Text typed into a number field: undefined when empty, NaN when it is not a
 * number. A decimal comma is accepted (`12,50`), as many locales write it.
 */
export function textToNumber(text: string | undefined): number | undefined {
  const trimmed = text?.trim().replace(/\s/g, '') ?? '';
  if (trimmed === '') return undefined;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const isBackground = (id: string | undefined): id is BackgroundId =>
  (BACKGROUND_LIBRARY as readonly string[]).includes(id ?? '');

const rowOf = (uuid: string | null | undefined): Row => ({ key: uuid ?? newKey(), uuid: uuid ?? undefined });
const withUuid = (uuid: string | undefined) => (uuid ? { uuid } : {});

/** The fields the form holds just as the API has them: the blocks' show/hide flags and the long texts. */
const AS_IS = [...SHOW_FLAGS, 'receiving_reason', 'applicant_requirements'] as const;
type AsIs = Pick<ServiceFormState, (typeof AS_IS)[number]>;
const asIs = (from: AsIs): AsIs => Object.fromEntries(AS_IS.map((name) => [name, from[name]])) as unknown as AsIs;

/** A row of the form from an item of a list: its own fields, its uuid and a React key. */
function toRow<T extends { readonly uuid?: string | null | undefined }>({ uuid, ...fields }: T) {
  return { ...fields, ...rowOf(uuid) };
}

/** An item of a list for the API from a row: its own fields, the uuid when it has one, no React key. */
function toItem<R extends Row>({ key: _key, uuid, ...fields }: R) {
  return { ...fields, ...withUuid(uuid) };
}

export function formFromService(source: ServiceSource): ServiceFormState {
  return {
    name: source.name,
    price_from: numberText(source.price_from),
    price_to: numberText(source.price_to),
    currency: source.currency.id,
    duration: numberText(source.duration),
    time_unit: source.time_unit?.id,
    ...asIs(source),
    image_library: isBackground(source.image_library?.id) ? source.image_library.id : null,
    service_documents: source.service_documents.map(toRow),
    service_required_steps: source.service_required_steps.map(toRow),
    service_benefits: source.service_benefits.map(toRow),
    feedback_forms: source.feedback_forms.map(({ type, ...item }) => ({ ...toRow(item), type: type.id })),
  };
}

/** An empty row for a list. */
export function emptyDocument(): DocumentRow {
  return { key: newKey(), uuid: undefined, name: '', icon: null };
}
export function emptyPoint(): PointRow {
  return { key: newKey(), uuid: undefined, name: '', description: '', icon: null };
}
export function emptyFeedbackForm(type: number): FeedbackRow {
  return { key: newKey(), uuid: undefined, type, description: '', background_image: null };
}

/** Why the browser refuses to send the form, per API field path; `price_order` is the shared rule's. */
export type FormIssue = 'required' | 'number' | 'whole_number' | 'price_order';
export type FormIssues = Readonly<Record<string, FormIssue>>;

export type BodyResult =
  { readonly ok: true; readonly body: ServiceForm } | { readonly ok: false; readonly issues: FormIssues };

/**
 * The POST/PUT body, or the fields the browser already knows are wrong: a
 * name, both prices, the duration (a whole number) and a time unit are
 * required by the contract even for a draft; the upper price may not be lower.
 * Texts are sent as typed (the API trims); rows keep their uuid, new rows have none.
 */
export function serviceBody(state: ServiceFormState): BodyResult {
  const issues: Record<string, FormIssue> = {};
  const number = (field: 'price_from' | 'price_to' | 'duration'): number => {
    const value = textToNumber(state[field]);
    if (value === undefined) issues[field] = 'required';
    else if (Number.isNaN(value)) issues[field] = 'number';
    else if (field === 'duration' && !Number.isInteger(value)) issues[field] = 'whole_number';
    return value ?? Number.NaN;
  };
  if (!state.name.trim()) issues.name = 'required';
  const priceFrom = number('price_from');
  const priceTo = number('price_to');
  const duration = number('duration');
  if (state.time_unit === undefined) issues.time_unit = 'required';
  if (!issues.price_from && !issues.price_to && priceFrom > priceTo) issues.price_to = 'price_order';
  if (Object.keys(issues).length > 0 || state.time_unit === undefined) return { ok: false, issues };

  return {
    ok: true,
    body: {
      name: state.name,
      price_from: priceFrom,
      price_to: priceTo,
      currency: { id: state.currency },
      duration,
      time_unit: { id: state.time_unit },
      ...asIs(state),
      image_library: state.image_library ? { id: state.image_library } : null,
      service_documents: state.service_documents.map(toItem),
      service_required_steps: state.service_required_steps.map(toItem),
      service_benefits: state.service_benefits.map(toItem),
      feedback_forms: state.feedback_forms.map(({ type, ...row }) => ({
        ...toItem(row),
        type: { id: type as 1 | 2 | 3 },
      })),
    },
  };
}

/** Whether the form differs from what was last loaded or saved (row keys aside): the unsaved-changes warning. */
export function isDirty(state: ServiceFormState, saved: ServiceFormState): boolean {
  return comparable(state) !== comparable(saved);
}

function comparable(state: ServiceFormState): string {
  return JSON.stringify(state, (name, value: unknown) => (name === 'key' ? undefined : value));
}

/**
 * Every field path the form shows, as the API names them in `errors`: the
 * rows' own fields first, then the lists (an error about a whole list, such as
 * too many rows), so the problems describer puts each error at its field.
 */
export function fieldPaths(state: ServiceFormState): string[] {
  const rows = (list: ListName, fields: readonly string[]) =>
    state[list].flatMap((_row, index) => fields.map((field) => `${list}.${index}.${field}`));
  return [
    ...rows('service_documents', ['name', 'icon']),
    ...rows('service_required_steps', ['name', 'description', 'icon']),
    ...rows('service_benefits', ['name', 'description', 'icon']),
    ...rows('feedback_forms', ['type', 'description']),
    'name',
    'price_from',
    'price_to',
    'currency',
    'duration',
    'time_unit',
    'image_library',
    'receiving_reason',
    'applicant_requirements',
    'service_documents',
    'service_required_steps',
    'service_benefits',
    'feedback_forms',
  ];
}
