import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Translate } from '@/i18n/format';
import { CheckField } from '@/kit/choices';
import { FieldGroup } from '@/kit/field-layout';
import { removedAt } from '@/kit/form-values';
import type { WizardKey } from './messages';
import { rowFields, type ListBinding, type RowBind } from './wizard-fields';

export interface RowsEditorProps<R extends { readonly key: string }> {
  readonly list: ListBinding<R>;
  readonly legend: string;
  /** The block's show/hide box, for a list the page may hide. */
  readonly toggle?: {
    readonly name: string;
    readonly label: string;
    readonly checked: boolean;
    readonly onChange: (checked: boolean) => void;
  };
  readonly max: number;
  /** A row's legend by its number (from 1). */
  readonly itemLabel: (n: number) => string;
  readonly addLabel: string;
  /** A new, empty row. */
  readonly create: () => R;
  readonly t: Translate<WizardKey>;
  /** A row's fields, each with `bind(field)`. */
  readonly children: (bind: RowBind<R>) => ReactNode;
}

/** Where the focus goes after adding or removing (a new object each time, so removing twice moves it twice). */
type Focus = { readonly key: string } | { readonly add: true } | null;

/**
 * A list of rows (documents, steps, benefits, feedback forms): each row its own
 * fieldset with a remove button; adding moves the focus into the new row,
 * removing moves it to the list's add button.
 */
export function RowsEditor<R extends { readonly key: string }>({
  list,
  legend,
  toggle,
  max,
  itemLabel,
  addLabel,
  create,
  t,
  children,
}: RowsEditorProps<R>) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const { rows } = list;

  useEffect(() => {
    if (focus && 'add' in focus) addRef.current?.focus();
    else if (focus)
      listRef.current
        ?.querySelector<HTMLElement>(`[data-row="${CSS.escape(focus.key)}"] :is(input, textarea, select)`)
        ?.focus();
  }, [focus]);

  const add = () => {
    const row = create();
    list.onChange([...rows, row]);
    setFocus({ key: row.key });
  };
  const remove = (index: number) => {
    list.onChange(removedAt(rows, index));
    setFocus({ add: true });
  };

  return (
    <FieldGroup legend={legend} error={list.errorAt(list.name)} hint={t('service_wizard.at_most', { max })}>
      {toggle && <CheckField {...toggle} />}
      {rows.length > 0 && (
        <ol ref={listRef} className="service-wizard__rows">
          {rows.map((row, index) => (
            <li key={row.key} data-row={row.key}>
              <fieldset className="service-wizard__row-item">
                <legend className="service-wizard__row-legend">{itemLabel(index + 1)}</legend>
                {children(rowFields(list, index))}
                <button
                  type="button"
                  className="account-button account-button--quiet service-wizard__remove"
                  onClick={() => remove(index)}
                >
                  {t('service_wizard.remove')}
                  <span className="visually-hidden"> {itemLabel(index + 1)}</span>
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <button
        ref={addRef}
        type="button"
        className="account-button account-button--secondary service-wizard__add"
        disabled={rows.length >= max}
        onClick={add}
      >
        {addLabel}
      </button>
    </FieldGroup>
  );
}
