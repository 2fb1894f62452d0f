import { ICON_LIBRARY } from '@migralink/shared/schemas/company-account';
import { SERVICE_LIMITS } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { ChoiceField } from '@/kit/choices';
import { TextAreaField, TextField } from '@/kit/controls';
import type { Bound } from '@/kit/react';
import type { WizardKey } from './messages';
import { RowsEditor } from './RowsEditor';
import { emptyDocument, emptyPoint } from './service-form';
import type { FormStepProps, ServiceFields } from './wizard-fields';

type T = Translate<WizardKey>;

/** Step 2: why and for whom, the documents, the required steps and the benefits, each block shown or hidden. */
export function ContentStep({ fields, t }: FormStepProps) {
  const { bind, check, list } = fields;
  return (
    <>
      <TextAreaField
        {...bind('receiving_reason')}
        label={t('service_wizard.receiving_reason')}
        hint={t('service_wizard.receiving_reason_hint')}
        maxLength={2000}
      />
      <TextAreaField
        {...bind('applicant_requirements')}
        label={t('service_wizard.applicant_requirements')}
        hint={t('service_wizard.applicant_requirements_hint')}
        maxLength={2000}
      />
      <RowsEditor
        list={list('service_documents')}
        legend={t('service_wizard.documents')}
        toggle={{ ...check('show_documents_block'), label: t('service_wizard.show_documents') }}
        max={SERVICE_LIMITS.documents}
        itemLabel={(n) => t('service_wizard.document_n', { n })}
        addLabel={t('service_wizard.add_document')}
        create={emptyDocument}
        t={t}
      >
        {(row) => (
          <>
            <TextField {...row('name')} label={t('service_wizard.item_name')} maxLength={200} />
            <IconField {...row('icon')} t={t} />
          </>
        )}
      </RowsEditor>
      <PointsEditor fields={fields} list="service_required_steps" t={t} />
      <PointsEditor fields={fields} list="service_benefits" t={t} />
    </>
  );
}

/** The texts and limit of each list of points. */
const POINTS = {
  service_required_steps: {
    flag: 'show_required_steps_block',
    max: SERVICE_LIMITS.requiredSteps,
    legend: 'service_wizard.required_steps',
    show: 'service_wizard.show_required_steps',
    item: 'service_wizard.required_step_n',
    add: 'service_wizard.add_required_step',
  },
  service_benefits: {
    flag: 'show_benefits_block',
    max: SERVICE_LIMITS.benefits,
    legend: 'service_wizard.benefits',
    show: 'service_wizard.show_benefits',
    item: 'service_wizard.benefit_n',
    add: 'service_wizard.add_benefit',
  },
} as const;

/** The required steps or the benefits: rows of a name and a description, the block shown or hidden. */
function PointsEditor({
  fields,
  list,
  t,
}: {
  readonly fields: ServiceFields;
  readonly list: keyof typeof POINTS;
  readonly t: T;
}) {
  const texts = POINTS[list];
  return (
    <RowsEditor
      list={fields.list(list)}
      legend={t(texts.legend)}
      toggle={{ ...fields.check(texts.flag), label: t(texts.show) }}
      max={texts.max}
      itemLabel={(n) => t(texts.item, { n })}
      addLabel={t(texts.add)}
      create={emptyPoint}
      t={t}
    >
      {(row) => (
        <>
          <TextField {...row('name')} label={t('service_wizard.item_name')} maxLength={200} />
          <TextAreaField
            {...row('description')}
            label={t('service_wizard.item_description')}
            maxLength={1000}
            rows={3}
          />
        </>
      )}
    </RowsEditor>
  );
}

/** An icon of the image library for a row (shown at `/icons/<id>.svg` on the page), or none. */
function IconField({ value, onChange, t, ...field }: Bound<string | null> & { readonly t: T }) {
  return (
    <ChoiceField
      {...field}
      label={t('company_editor.benefit_icon')}
      value={value ?? ''}
      placeholder={t('company_editor.no_icon')}
      choices={ICON_LIBRARY.map((id) => ({ value: id, label: t(`company_editor.icon.${id}`) }))}
      onChange={(icon) => onChange(icon || null)}
    />
  );
}
