import { SERVICE_LIMITS } from '@migralink/shared/schemas/service-account';
import { RowsEditor } from './ContentStep';
import { emptyFeedbackForm, type FeedbackRow } from './service-form';
import type { FormStepProps } from './steps';
import { ChoiceField, TextAreaField } from '@/kit/fields';

/** Step 3: the forms visitors use to contact the company about this service (a type and an invitation text). */
export function FeedbackStep({ form, change, init, t, error }: FormStepProps) {
  const firstType = init.feedback_form_types[0]?.id ?? 1;
  const update = (key: string, patch: Partial<FeedbackRow>) =>
    change(
      'feedback_forms',
      form.feedback_forms.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    );
  return (
    <>
      <p className="admin-note">{t('service_wizard.feedback_lead')}</p>
      <RowsEditor<FeedbackRow>
        legend={t('service_wizard.feedback_forms')}
        rows={form.feedback_forms}
        max={SERVICE_LIMITS.feedbackForms}
        itemLabel={(n) => t('service_wizard.feedback_form_n', { n })}
        addLabel={t('service_wizard.add_feedback_form')}
        error={error('feedback_forms')}
        onChange={(rows) => change('feedback_forms', rows)}
        create={() => emptyFeedbackForm(firstType)}
        form={form}
        change={change}
        t={t}
      >
        {(row, index) => (
          <>
            <ChoiceField
              label={t('service_wizard.feedback_type')}
              name={`feedback_forms.${index}.type`}
              value={String(row.type)}
              choices={init.feedback_form_types.map((type) => ({ value: String(type.id), label: type.name }))}
              onChange={(value) => update(row.key, { type: Number(value) })}
              error={error(`feedback_forms.${index}.type`)}
            />
            <TextAreaField
              label={t('service_wizard.feedback_description')}
              name={`feedback_forms.${index}.description`}
              maxLength={500}
              rows={3}
              value={row.description}
              onChange={(description) => update(row.key, { description })}
              error={error(`feedback_forms.${index}.description`)}
            />
          </>
        )}
      </RowsEditor>
    </>
  );
}
