import type { CompanyInit } from '@migralink/shared/schemas/company-account';
import type { Bound } from '@/kit/react';
import type { CompanyEditor } from './company-editor-store';
import type { CompanyValues } from './company-form';

/** The error text shown at a field of the company form, by the field's path as the API names it. */
export type ErrorAt = (path: string) => string | undefined;

/** What an editor's blocks get: the form, how to change it, the choices and each field's error. */
export interface BlockProps {
  readonly values: CompanyValues;
  readonly change: CompanyEditor['change'];
  readonly init: CompanyInit;
  readonly errorAt: ErrorAt;
}

type BooleanField<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/**
 * `bind(name)` for the fields of one object of the company form (the company
 * itself, an office, a row of a list), and `check(name)` for its checkboxes:
 * the control's name is the field's path as the API names it in `errors`
 * (`offices.0.address`), its error the one at that path, a change patches the object.
 */
export function fieldsOf<T extends object>(
  prefix: string,
  item: T,
  update: (patch: Partial<T>) => void,
  errorAt: ErrorAt,
) {
  const path = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const bind = <K extends keyof T & string>(name: K): Bound<T[K]> => ({
    name: path(name),
    value: item[name],
    onChange: (value) => update({ [name]: value } as unknown as Partial<T>),
    error: errorAt(path(name)),
  });
  const check = <K extends BooleanField<T>>(name: K) => ({
    name: path(name),
    checked: item[name] as boolean,
    onChange: (checked: boolean) => update({ [name]: checked } as unknown as Partial<T>),
  });
  return { bind, check };
}

export type Fields<T extends object> = ReturnType<typeof fieldsOf<T>>;

/** The company's own fields as `bind`/`check`: a change patches the company form. */
export const companyFields = ({ values, change, errorAt }: Pick<BlockProps, 'values' | 'change' | 'errorAt'>) =>
  fieldsOf('', values, (patch) => change((old) => ({ ...old, ...patch })), errorAt);
