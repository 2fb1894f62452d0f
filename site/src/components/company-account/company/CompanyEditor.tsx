import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { CheckField, ChoiceField } from '@/kit/choices';
import { TextAreaField, TextField } from '@/kit/controls';
import { adminUrl } from '../shared/paths';
import { companyFields, fieldsOf } from './bind-fields';
import { HighlightsBlock, PaymentBlock, type CompanyBlockProps } from './CompanyBlocks';
import type { CompanyEditor as Editor } from './company-editor-store';
import { EditorFrame, useEditorIsland } from './EditorFrame';
import { Section } from './EditorParts';
import { ImageField } from './ImageField';
import type { CompanyEditorMessages } from './messages';

export interface CompanyEditorProps {
  readonly locale: Locale;
  readonly messages: CompanyEditorMessages;
}

/**
 * The company editor (`/admin/company/`): every block of the company's page
 * with its show/hide toggle, in the language chosen on the tabs. Offices are
 * edited on their own page; they are saved with the same form.
 */
export default function CompanyEditor({ locale, messages }: CompanyEditorProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const editor = useEditorIsland(locale, 'company', t);
  return (
    <EditorFrame editor={editor} locale={locale} messages={messages} t={t}>
      {(block) => (
        <>
          <AboutBlock {...block} t={t} />
          <OfficesNote editor={editor} count={block.values.offices.length} locale={locale} t={t} />
          <HighlightsBlock kind="achievement" {...block} t={t} />
          <HighlightsBlock kind="benefit" {...block} t={t} />
          <PaymentBlock {...block} t={t} />
          <FeedbackBlock {...block} t={t} />
        </>
      )}
    </EditorFrame>
  );
}

/** How many offices the company has, and the way to their editor in the same language. */
function OfficesNote({
  editor,
  count,
  locale,
  t,
}: Pick<CompanyBlockProps, 't'> & { readonly editor: Editor; readonly count: number; readonly locale: Locale }) {
  const editLocale = useStore(editor.$editLocale);
  return (
    <p className="admin-note company-editor__offices">
      {t('company_editor.offices_count', { count })}{' '}
      <a href={adminUrl(locale, 'offices', { locale: editLocale })}>{t('company_editor.offices_link')}</a>
    </p>
  );
}

function AboutBlock({ t, ...block }: CompanyBlockProps) {
  const { bind } = companyFields(block);
  const types = block.init.company_types;
  return (
    <Section title={t('company_editor.about')}>
      <TextField {...bind('name')} label={t('company_editor.name')} required maxLength={120} />
      <TextField
        {...bind('motto')}
        label={t('company_editor.motto')}
        hint={t('company_editor.motto_hint')}
        maxLength={200}
      />
      <TextAreaField
        {...bind('description')}
        label={t('company_editor.description')}
        hint={t('company_editor.description_hint')}
        maxLength={5000}
        rows={8}
      />
      <ChoiceField
        {...bind('type')}
        label={t('company_editor.type')}
        choices={types.map((type) => ({ value: type.id, label: type.name }))}
        onChange={(value) => {
          const chosen = types.find((type) => type.id === value);
          if (chosen) bind('type').onChange(chosen.id);
        }}
      />
      <ImageField
        {...bind('logo')}
        label={t('company_editor.logo')}
        alt={t('company_editor.logo_alt')}
        purpose="company_logo"
        t={t}
      />
    </Section>
  );
}

function FeedbackBlock({ values, change, init, errorAt, t }: CompanyBlockProps) {
  const feedback = values.feedback_form;
  const set = (patch: Partial<typeof feedback>) =>
    change((old) => ({ ...old, feedback_form: { ...old.feedback_form, ...patch } }));
  const { bind, check } = fieldsOf('feedback_form', feedback, set, errorAt);
  return (
    <Section title={t('company_editor.feedback')}>
      <CheckField label={t('company_editor.feedback_enabled')} {...check('enabled')} />
      {feedback.enabled && (
        <>
          <ChoiceField
            label={t('company_editor.feedback_type')}
            name="feedback_form.feedback_form_type"
            placeholder={t('company_editor.choose')}
            choices={init.feedback_form_types.map((type) => ({ value: String(type.id), label: type.name }))}
            value={feedback.type ?? ''}
            onChange={(type) => set({ type: type || undefined })}
            error={errorAt('feedback_form.feedback_form_type')}
          />
          <TextAreaField
            {...bind('description')}
            label={t('company_editor.feedback_description')}
            maxLength={500}
            rows={3}
            error={errorAt('feedback_form.description') ?? errorAt('feedback_form')}
          />
        </>
      )}
    </Section>
  );
}
