import { useId, useMemo, type ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { COMPANY_LIMITS, ICON_LIBRARY, type CompanyInit } from '@migralink/shared/schemas/company-account';
import { createTranslator, type Translate } from '@/i18n/format';
import { TextField } from '@/kit/fields';
import { adminUrl } from '../shared/paths';
import {
  emptyAchievement,
  emptyBenefit,
  type BenefitValues,
  type CompanyValues,
  type HighlightValues,
} from './company-form';
import { removedAt, updatedAt } from '@/kit/form-values';
import { AddRow, Row } from '@/kit/fields';
import { ImageField } from './ImageField';
import { CheckboxGroup, CheckField, ChoiceField, TextAreaField } from '@/kit/fields';
import { EditorFrame, type BlockProps } from './EditorFrame';
import type { CompanyEditorMessages } from './messages';
import { useCompanyEditor } from './use-company-editor';

type Key = keyof CompanyEditorMessages;

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
  const editor = useCompanyEditor({ locale, screen: 'company', t });
  return (
    <EditorFrame editor={editor} locale={locale} screen="company" messages={messages} t={t}>
      {(block) => (
        <>
          <AboutBlock {...block} t={t} />
          <p className="admin-note company-editor__offices">
            {t('company_editor.offices_count', { count: block.values.offices.length })}{' '}
            <a href={adminUrl(locale, 'offices', { locale: editor.editLocale })}>{t('company_editor.offices_link')}</a>
          </p>
          <HighlightsBlock {...block} t={t} />
          <BenefitsBlock {...block} t={t} />
          <PaymentBlock {...block} t={t} />
          <FeedbackBlock {...block} t={t} />
        </>
      )}
    </EditorFrame>
  );
}

type Props = BlockProps & { readonly t: Translate<Key> };

/** Options of an init list for a select or checkboxes. */
const optionsOf = <T extends string | number>(list: readonly { id: T; name: string }[]) =>
  list.map((item) => ({ value: item.id, label: item.name }));

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="admin-card company-editor__section">
      <legend className="company-editor__legend">{title}</legend>
      {children}
    </fieldset>
  );
}

function AboutBlock({ values, change, init, errorAt, t }: Props) {
  const set = <K extends keyof CompanyValues>(field: K, value: CompanyValues[K]) =>
    change((old) => ({ ...old, [field]: value }));
  return (
    <Section title={t('company_editor.about')}>
      <TextField
        label={t('company_editor.name')}
        name="name"
        required
        maxLength={120}
        value={values.name}
        onChange={(value) => set('name', value)}
        error={errorAt('name')}
      />
      <TextField
        label={t('company_editor.motto')}
        name="motto"
        hint={t('company_editor.motto_hint')}
        maxLength={200}
        value={values.motto}
        onChange={(value) => set('motto', value)}
        error={errorAt('motto')}
      />
      <TextAreaField
        label={t('company_editor.description')}
        name="description"
        hint={t('company_editor.description_hint')}
        maxLength={5000}
        rows={8}
        value={values.description}
        onChange={(value) => set('description', value)}
        error={errorAt('description')}
      />
      <ChoiceField
        label={t('company_editor.type')}
        name="type"
        choices={init.company_types.map((type) => ({ value: type.id, label: type.name }))}
        value={values.type}
        onChange={(value) => {
          const chosen = init.company_types.find((type) => type.id === value);
          if (chosen) set('type', chosen.id);
        }}
        error={errorAt('type')}
      />
      <ImageField
        label={t('company_editor.logo')}
        alt={t('company_editor.logo_alt')}
        purpose="company_logo"
        value={values.logo}
        onChange={(logo) => set('logo', logo)}
        error={errorAt('logo')}
        t={t}
      />
    </Section>
  );
}

function HighlightsBlock({ values, change, errorAt, t }: Props) {
  const list = values.company_achievements;
  const setList = (next: readonly HighlightValues[]) => change((old) => ({ ...old, company_achievements: next }));
  return (
    <Section title={t('company_editor.achievements')}>
      <CheckField
        label={t('company_editor.show_block')}
        name="show_achievements_block"
        checked={values.show_achievements_block}
        onChange={(checked) => change((old) => ({ ...old, show_achievements_block: checked }))}
      />
      {errorAt('company_achievements') && <p className="account-field__error">{errorAt('company_achievements')}</p>}
      {list.map((item, index) => (
        <Row
          key={item.key}
          legend={t('company_editor.achievement', { number: index + 1 })}
          removeLabel={t('company_editor.remove_achievement', { number: index + 1 })}
          onRemove={() => setList(removedAt(list, index))}
        >
          <TextAreaField
            label={t('company_editor.benefit_text')}
            name={`company_achievements.${index}.description`}
            maxLength={300}
            rows={2}
            value={item.description}
            onChange={(description) => setList(updatedAt(list, index, (old) => ({ ...old, description })))}
            error={errorAt(`company_achievements.${index}.description`)}
          />
        </Row>
      ))}
      <AddRow
        label={t('company_editor.add_achievement')}
        count={list.length}
        max={COMPANY_LIMITS.achievements}
        onAdd={() => setList([...list, emptyAchievement()])}
        hint={t('company_editor.limit', { max: COMPANY_LIMITS.achievements })}
      />
    </Section>
  );
}

function BenefitsBlock({ values, change, init, errorAt, t }: Props) {
  const list = values.company_benefits;
  const setList = (next: readonly BenefitValues[]) => change((old) => ({ ...old, company_benefits: next }));
  const update = (index: number, patch: Partial<BenefitValues>) =>
    setList(updatedAt(list, index, (old) => ({ ...old, ...patch })));
  return (
    <Section title={t('company_editor.benefits')}>
      <CheckField
        label={t('company_editor.show_block')}
        name="show_benefits_block"
        checked={values.show_benefits_block}
        onChange={(checked) => change((old) => ({ ...old, show_benefits_block: checked }))}
      />
      {errorAt('company_benefits') && <p className="account-field__error">{errorAt('company_benefits')}</p>}
      {list.map((item, index) => (
        <Row
          key={item.key}
          legend={t('company_editor.benefit', { number: index + 1 })}
          removeLabel={t('company_editor.remove_benefit', { number: index + 1 })}
          onRemove={() => setList(removedAt(list, index))}
        >
          <TextAreaField
            label={t('company_editor.benefit_text')}
            name={`company_benefits.${index}.description`}
            maxLength={300}
            rows={2}
            value={item.description}
            onChange={(description) => update(index, { description })}
            error={errorAt(`company_benefits.${index}.description`)}
          />
          <IconPicker
            name={`company_benefits.${index}.icon_id`}
            library={init.image_library}
            value={item.icon_id}
            onChange={(icon_id) => update(index, { icon_id })}
            error={errorAt(`company_benefits.${index}.icon_id`)}
            t={t}
          />
        </Row>
      ))}
      <AddRow
        label={t('company_editor.add_benefit')}
        count={list.length}
        max={COMPANY_LIMITS.benefits}
        onAdd={() => setList([...list, emptyBenefit()])}
        hint={t('company_editor.limit', { max: COMPANY_LIMITS.benefits })}
      />
    </Section>
  );
}

/** The icons of the image library as radio buttons (arrow keys move between them), "no icon" first. */
function IconPicker({
  name,
  library,
  value,
  onChange,
  error,
  t,
}: {
  readonly name: string;
  readonly library: CompanyInit['image_library'];
  readonly value: BenefitValues['icon_id'];
  readonly onChange: (value: BenefitValues['icon_id']) => void;
  readonly error: string | undefined;
  readonly t: Translate<Key>;
}) {
  const errorId = useId();
  // The library the API lists, limited to the icons this site draws (and so can name).
  const icons = library.flatMap((icon) => {
    const id = ICON_LIBRARY.find((known) => known === icon.id);
    return id ? [{ id, url: icon.url }] : [];
  });
  return (
    <fieldset
      className="company-editor__icons"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="account-field__label">{t('company_editor.benefit_icon')}</legend>
      <div className="company-editor__icon-grid">
        <label className="company-editor__icon company-editor__icon--none">
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span>{t('company_editor.no_icon')}</span>
        </label>
        {icons.map((icon) => (
          <label key={icon.id} className="company-editor__icon" title={t(`company_editor.icon.${icon.id}`)}>
            <input type="radio" name={name} checked={value === icon.id} onChange={() => onChange(icon.id)} />
            <img src={icon.url} alt={t(`company_editor.icon.${icon.id}`)} width={24} height={24} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PaymentBlock({ values, change, init, errorAt, t }: Props) {
  const set = <K extends keyof CompanyValues>(field: K, value: CompanyValues[K]) =>
    change((old) => ({ ...old, [field]: value }));
  return (
    <Section title={t('company_editor.payment')}>
      <CheckField
        label={t('company_editor.show_block')}
        name="show_payment_block"
        checked={values.show_payment_block}
        onChange={(checked) => set('show_payment_block', checked)}
      />
      <CheckboxGroup
        legend={t('company_editor.payment_methods')}
        name="company_payment_methods"
        options={optionsOf(init.payment_methods)}
        value={values.company_payment_methods}
        onChange={(value) => set('company_payment_methods', value)}
        error={errorAt('company_payment_methods')}
      />
      <CheckField
        label={t('company_editor.cash_enabled')}
        name="cash_enabled"
        checked={values.cash_enabled}
        onChange={(checked) => set('cash_enabled', checked)}
      />
      <CheckboxGroup
        legend={t('company_editor.cash_currencies')}
        name="cash_currencies"
        options={optionsOf(init.cash_currencies)}
        value={values.cash_currencies}
        disabled={!values.cash_enabled}
        onChange={(value) => set('cash_currencies', value)}
        error={errorAt('cash_currencies')}
      />
      <CheckField
        label={t('company_editor.cashless_enabled')}
        name="cashless_enabled"
        checked={values.cashless_enabled}
        onChange={(checked) => set('cashless_enabled', checked)}
      />
      <CheckboxGroup
        legend={t('company_editor.cashless_currencies')}
        name="cashless_currencies"
        options={optionsOf(init.cashless_currencies)}
        value={values.cashless_currencies}
        disabled={!values.cashless_enabled}
        onChange={(value) => set('cashless_currencies', value)}
        error={errorAt('cashless_currencies')}
      />
      <CheckField
        label={t('company_editor.crypto_enabled')}
        name="cryptocurrencies_enabled"
        checked={values.cryptocurrencies_enabled}
        onChange={(checked) => set('cryptocurrencies_enabled', checked)}
      />
      <CheckboxGroup
        legend={t('company_editor.cryptocurrencies')}
        name="cryptocurrencies"
        options={optionsOf(init.cryptocurrencies)}
        value={values.cryptocurrencies}
        disabled={!values.cryptocurrencies_enabled}
        onChange={(value) => set('cryptocurrencies', value)}
        error={errorAt('cryptocurrencies')}
      />
    </Section>
  );
}

function FeedbackBlock({ values, change, init, errorAt, t }: Props) {
  const feedback = values.feedback_form;
  const set = (patch: Partial<CompanyValues['feedback_form']>) =>
    change((old) => ({ ...old, feedback_form: { ...old.feedback_form, ...patch } }));
  return (
    <Section title={t('company_editor.feedback')}>
      <CheckField
        label={t('company_editor.feedback_enabled')}
        name="feedback_form.enabled"
        checked={feedback.enabled}
        onChange={(enabled) => set({ enabled })}
      />
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
            label={t('company_editor.feedback_description')}
            name="feedback_form.description"
            maxLength={500}
            rows={3}
            value={feedback.description}
            onChange={(description) => set({ description })}
            error={errorAt('feedback_form.description') ?? errorAt('feedback_form')}
          />
        </>
      )}
    </Section>
  );
}
