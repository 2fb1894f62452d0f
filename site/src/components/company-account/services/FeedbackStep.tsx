import { SERVICE_LIMITS } from '@migralink/shared/schemas/service-account';
import { ChoiceField } from '@/kit/choices';
import { TextAreaField } from '@/kit/controls';
import { RowsEditor } from './RowsEditor';
import { emptyFeedbackForm } from './service-form';
import type { FormStepProps } from './wizard-fields';

/** Step 3: the forms visitors use to contact the company about this service (a type and an invitation text). */
export function FeedbackStep({ fields, init, t }: FormStepProps) {
  const firstType = init.feedback_form_types[0]?.id ?? 1;
  return (
    <>
      <p className="admin-note">{t('service_wizard.feedback_lead')}</p>
      <RowsEditor
        list={fields.list('feedback_forms')}
        legend={t('service_wizard.feedback_forms')}
        max={SERVICE_LIMITS.feedbackForms}
        itemLabel={(n) => t('service_wizard.feedback_form_n', { n })}
        addLabel={t('service_wizard.add_feedback_form')}
        create={() => emptyFeedbackForm(firstType)}
        t={t}
      >
        {(row) => {
          const type = row('type');
          return (
            <>
              <ChoiceField
                {...type}
                label={t('service_wizard.feedback_type')}
                value={String(type.value)}
                choices={init.feedback_form_types.map((each) => ({ value: String(each.id), label: each.name }))}
                onChange={(value) => type.onChange(Number(value))}
              />
              <TextAreaField
                {...row('description')}
                label={t('service_wizard.feedback_description')}
                maxLength={500}
                rows={3}
              />
            </>
          );
        }}
      </RowsEditor>
    </>
  );
}
