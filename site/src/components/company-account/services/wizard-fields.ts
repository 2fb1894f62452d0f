import type { ServiceInit } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { updatedAt } from '@/kit/form-values';
import type { Bound } from '@/kit/react';
import type { WizardKey } from './messages';
import type { ListName, ServiceFormState, ShowFlag } from './service-form';
import type { Wizard } from './wizard-store';

/** The error text shown at a field, by the field's path as the API names it (`service_benefits.1.name`). */
export type ErrorAt = (path: string) => string | undefined;

/** A field of the form that is neither a list nor a block's show/hide flag. */
type PlainField = Exclude<keyof ServiceFormState, ListName | ShowFlag>;
export type RowOf<L extends ListName> = ServiceFormState[L][number];

/** A list of the form for its editor: the rows, how to replace them, and the errors at the list and its rows. */
export interface ListBinding<R> {
  readonly name: ListName;
  readonly rows: readonly R[];
  readonly onChange: (rows: readonly R[]) => void;
  readonly errorAt: ErrorAt;
}

/**
 * The service form's fields for a step, wired to the wizard's store:
 * `bind(name)` (name, value, change, error) for a control, `check(flag)` for a
 * block's show/hide box, `list(name)` for a list's rows.
 */
export function serviceFields(form: ServiceFormState, change: Wizard['change'], errorAt: ErrorAt) {
  const bind = <K extends PlainField>(name: K): Bound<ServiceFormState[K]> => ({
    name,
    value: form[name],
    onChange: (value) => change(name, value),
    error: errorAt(name),
  });
  const check = (flag: ShowFlag) => ({
    name: flag,
    checked: form[flag],
    onChange: (checked: boolean) => change(flag, checked),
  });
  const list = <L extends ListName>(name: L): ListBinding<RowOf<L>> => ({
    name,
    rows: form[name] as readonly RowOf<L>[],
    onChange: (rows) => change(name, rows as ServiceFormState[L]),
    errorAt,
  });
  return { bind, check, list, errorAt };
}

export type ServiceFields = ReturnType<typeof serviceFields>;

/** `bind(field)` for a field of one row of a list: named by its path, a change replaces the row. */
export function rowFields<R extends object>(list: ListBinding<R>, index: number) {
  const row = list.rows[index] as R;
  return <K extends keyof R & string>(field: K): Bound<R[K]> => {
    const path = `${list.name}.${index}.${field}`;
    return {
      name: path,
      value: row[field],
      onChange: (value) => list.onChange(updatedAt(list.rows, index, (old) => ({ ...old, [field]: value }))),
      error: list.errorAt(path),
    };
  };
}

export type RowBind<R extends object> = ReturnType<typeof rowFields<R>>;

/** What each form step of the wizard (basics, content, feedback) gets. */
export interface FormStepProps {
  readonly fields: ServiceFields;
  readonly init: ServiceInit;
  readonly t: Translate<WizardKey>;
}
