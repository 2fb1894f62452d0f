import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ICON_LIBRARY } from '@migralink/shared/schemas/company-account';
import { SERVICE_LIMITS } from '@migralink/shared/schemas/service-account';
import { TextField } from '@/kit/fields';
import { CheckField, ChoiceField, FieldGroup, TextAreaField } from '@/kit/fields';
import { emptyDocument, emptyPoint, type DocumentRow, type PointRow, type ShowFlag } from './service-form';
import type { FormStepProps } from './steps';

/** Step 2: why and for whom, the documents, the required steps and the benefits, each block shown or hidden. */
export function ContentStep({ form, change, t, error }: FormStepProps) {
  const pointFields = (list: 'service_required_steps' | 'service_benefits') => (row: PointRow, index: number) => (
    <>
      <TextField
        label={t('service_wizard.item_name')}
        name={`${list}.${index}.name`}
        maxLength={200}
        value={row.name}
        onChange={(name) =>
          change(
            list,
            form[list].map((item) => (item.key === row.key ? { ...item, name } : item)),
          )
        }
        error={error(`${list}.${index}.name`)}
      />
      <TextAreaField
        label={t('service_wizard.item_description')}
        name={`${list}.${index}.description`}
        maxLength={1000}
        rows={3}
        value={row.description}
        onChange={(description) =>
          change(
            list,
            form[list].map((item) => (item.key === row.key ? { ...item, description } : item)),
          )
        }
        error={error(`${list}.${index}.description`)}
      />
    </>
  );

  return (
    <>
      <TextAreaField
        label={t('service_wizard.receiving_reason')}
        hint={t('service_wizard.receiving_reason_hint')}
        name="receiving_reason"
        maxLength={2000}
        value={form.receiving_reason}
        onChange={(value) => change('receiving_reason', value)}
        error={error('receiving_reason')}
      />
      <TextAreaField
        label={t('service_wizard.applicant_requirements')}
        hint={t('service_wizard.applicant_requirements_hint')}
        name="applicant_requirements"
        maxLength={2000}
        value={form.applicant_requirements}
        onChange={(value) => change('applicant_requirements', value)}
        error={error('applicant_requirements')}
      />
      <RowsEditor<DocumentRow>
        legend={t('service_wizard.documents')}
        show={{ flag: 'show_documents_block', label: t('service_wizard.show_documents') }}
        rows={form.service_documents}
        max={SERVICE_LIMITS.documents}
        itemLabel={(n) => t('service_wizard.document_n', { n })}
        addLabel={t('service_wizard.add_document')}
        error={error('service_documents')}
        onChange={(rows) => change('service_documents', rows)}
        create={emptyDocument}
        form={form}
        change={change}
        t={t}
      >
        {(row, index) => (
          <>
            <TextField
              label={t('service_wizard.item_name')}
              name={`service_documents.${index}.name`}
              maxLength={200}
              value={row.name}
              onChange={(name) =>
                change(
                  'service_documents',
                  form.service_documents.map((item) => (item.key === row.key ? { ...item, name } : item)),
                )
              }
              error={error(`service_documents.${index}.name`)}
            />
            <IconField
              name={`service_documents.${index}.icon`}
              value={row.icon}
              onChange={(icon) =>
                change(
                  'service_documents',
                  form.service_documents.map((item) => (item.key === row.key ? { ...item, icon } : item)),
                )
              }
              error={error(`service_documents.${index}.icon`)}
              t={t}
            />
          </>
        )}
      </RowsEditor>
      <RowsEditor<PointRow>
        legend={t('service_wizard.required_steps')}
        show={{ flag: 'show_required_steps_block', label: t('service_wizard.show_required_steps') }}
        rows={form.service_required_steps}
        max={SERVICE_LIMITS.requiredSteps}
        itemLabel={(n) => t('service_wizard.required_step_n', { n })}
        addLabel={t('service_wizard.add_required_step')}
        error={error('service_required_steps')}
        onChange={(rows) => change('service_required_steps', rows)}
        create={emptyPoint}
        form={form}
        change={change}
        t={t}
      >
        {pointFields('service_required_steps')}
      </RowsEditor>
      <RowsEditor<PointRow>
        legend={t('service_wizard.benefits')}
        show={{ flag: 'show_benefits_block', label: t('service_wizard.show_benefits') }}
        rows={form.service_benefits}
        max={SERVICE_LIMITS.benefits}
        itemLabel={(n) => t('service_wizard.benefit_n', { n })}
        addLabel={t('service_wizard.add_benefit')}
        error={error('service_benefits')}
        onChange={(rows) => change('service_benefits', rows)}
        create={emptyPoint}
        form={form}
        change={change}
        t={t}
      >
        {pointFields('service_benefits')}
      </RowsEditor>
    </>
  );
}

/** An icon of the image library for a row (shown at `/icons/<id>.svg` on the page), or none. */
function IconField({
  name,
  value,
  onChange,
  error,
  t,
}: {
  readonly name: string;
  readonly value: string | null;
  readonly onChange: (icon: string | null) => void;
  readonly error: string | undefined;
  readonly t: FormStepProps['t'];
}) {
  return (
    <ChoiceField
      label={t('company_editor.benefit_icon')}
      name={name}
      value={value ?? ''}
      placeholder={t('company_editor.no_icon')}
      choices={ICON_LIBRARY.map((id) => ({ value: id, label: t(`company_editor.icon.${id}`) }))}
      onChange={(icon) => onChange(icon || null)}
      error={error}
    />
  );
}

interface RowsEditorProps<R extends { readonly key: string }> extends Pick<FormStepProps, 'form' | 'change' | 't'> {
  readonly legend: string;
  readonly show?: { readonly flag: ShowFlag; readonly label: string };
  readonly rows: readonly R[];
  readonly max: number;
  readonly itemLabel: (n: number) => string;
  readonly addLabel: string;
  readonly error: string | undefined;
  readonly onChange: (rows: R[]) => void;
  readonly create: () => R;
  readonly children: (row: R, index: number) => ReactNode;
}

/**
 * A list of rows (documents, steps, benefits, feedback forms): each row its own
 * fieldset with a remove button; adding moves the focus into the new row,
 * removing moves it to the list's add button.
 */
export function RowsEditor<R extends { readonly key: string }>({
  legend,
  show,
  rows,
  max,
  itemLabel,
  addLabel,
  error,
  onChange,
  create,
  children,
  form,
  change,
  t,
}: RowsEditorProps<R>) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // A new object each time, so that removing twice in a row moves the focus twice.
  const [focus, setFocus] = useState<{ readonly key: string } | { readonly add: true } | null>(null);

  useEffect(() => {
    if (focus && 'add' in focus) addRef.current?.focus();
    else if (focus)
      listRef.current
        ?.querySelector<HTMLElement>(`[data-row="${CSS.escape(focus.key)}"] :is(input, textarea, select)`)
        ?.focus();
  }, [focus]);

  const add = () => {
    const row = create();
    onChange([...rows, row]);
    setFocus({ key: row.key });
  };
  const remove = (key: string) => {
    onChange(rows.filter((row) => row.key !== key));
    setFocus({ add: true });
  };

  return (
    <FieldGroup legend={legend} error={error} hint={t('service_wizard.at_most', { max })}>
      {show && (
        <CheckField
          label={show.label}
          name={show.flag}
          checked={form[show.flag]}
          onChange={(value) => change(show.flag, value)}
        />
      )}
      {rows.length > 0 && (
        <ol ref={listRef} className="service-wizard__rows">
          {rows.map((row, index) => (
            <li key={row.key} data-row={row.key}>
              <fieldset className="service-wizard__row-item">
                <legend className="service-wizard__row-legend">{itemLabel(index + 1)}</legend>
                {children(row, index)}
                <button
                  type="button"
                  className="account-button account-button--quiet service-wizard__remove"
                  onClick={() => remove(row.key)}
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
