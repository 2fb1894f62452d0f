import type { ReactNode } from 'react';
import { AddRow } from '@/kit/buttons';
import { Row } from '@/kit/field-layout';
import { removedAt, updatedAt } from '@/kit/form-values';

/** One block of the company's page (about, achievements, an office…) under its legend. */
export function Section({
  title,
  className = '',
  children,
}: {
  readonly title: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className={`admin-card company-editor__section${className ? ` ${className}` : ''}`}>
      <legend className="company-editor__legend">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A list of an office (hours, holidays, phones, employees) under its heading, with the list's own error. */
export function ListSection({
  title,
  error,
  children,
}: {
  readonly title: string;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <section className="company-editor__list">
      <h3 className="company-editor__list-title">{title}</h3>
      {error && <p className="account-field__error">{error}</p>}
      {children}
    </section>
  );
}

/** An error about a list as a whole ("at most 5"), above its rows. */
export function ListError({ error }: { readonly error: string | undefined }) {
  return error ? <p className="account-field__error">{error}</p> : null;
}

export interface RowListProps<T extends { readonly key: string }> {
  readonly items: readonly T[];
  readonly onChange: (next: readonly T[]) => void;
  /** A new, empty row. */
  readonly create: () => T;
  readonly max: number;
  /** The legend of a row and its remove button, by the row's number (from 1). */
  readonly legend: (number: number) => string;
  readonly removeLabel: (number: number) => string;
  readonly addLabel: string;
  /** Names the limit ("At most 5"). */
  readonly limit: string;
  /** A row's fields: the row, how to change it, its index. */
  readonly children: (item: T, update: (patch: Partial<T>) => void, row: number) => ReactNode;
}

/** The rows of a list of the form, each removable, and the button that adds one up to the limit. */
export function RowList<T extends { readonly key: string }>({
  items,
  onChange,
  create,
  max,
  legend,
  removeLabel,
  addLabel,
  limit,
  children,
}: RowListProps<T>) {
  return (
    <>
      {items.map((item, row) => (
        <Row
          key={item.key}
          legend={legend(row + 1)}
          removeLabel={removeLabel(row + 1)}
          onRemove={() => onChange(removedAt(items, row))}
        >
          {children(item, (patch) => onChange(updatedAt(items, row, (old) => ({ ...old, ...patch }))), row)}
        </Row>
      ))}
      <AddRow
        label={addLabel}
        count={items.length}
        max={max}
        onAdd={() => onChange([...items, create()])}
        hint={limit}
      />
    </>
  );
}
