import { Fragment, useId } from 'react';
import { COMPANY_LIMITS, ICON_LIBRARY, type CompanyInit } from '@migralink/shared/schemas/company-account';
import type { Translate } from '@/i18n/format';
import { CheckboxGroup, CheckField } from '@/kit/choices';
import { TextAreaField } from '@/kit/controls';
import type { Bound } from '@/kit/react';
import { companyFields, fieldsOf, type BlockProps } from './bind-fields';
import { emptyAchievement, emptyBenefit, type BenefitValues, type CompanyValues } from './company-form';
import { ListError, RowList, Section } from './EditorParts';
import type { CompanyEditorMessages } from './messages';

type Key = keyof CompanyEditorMessages;
/** What each block of the company editor gets: its part of the form, and the editor's texts. */
export type CompanyBlockProps = BlockProps & { readonly t: Translate<Key> };

/**
 * The achievements or the benefits: the block's show toggle and its rows of
 * text (a benefit also has an icon of the image library). Both lists are named
 * alike, so one word names the fields, the texts and the limit.
 */
export function HighlightsBlock({
  kind,
  t,
  ...block
}: CompanyBlockProps & { readonly kind: 'achievement' | 'benefit' }) {
  const { values, change, init, errorAt } = block;
  const list = `company_${kind}s` as const;
  const max = COMPANY_LIMITS[`${kind}s`];
  const { check } = companyFields(block);
  // Achievements are benefits without an icon: only the benefits' rows show the picker.
  const items = values[list] as readonly BenefitValues[];
  return (
    <Section title={t(`company_editor.${kind}s`)}>
      <CheckField label={t('company_editor.show_block')} {...check(`show_${kind}s_block`)} />
      <ListError error={errorAt(list)} />
      <RowList
        items={items}
        onChange={(next) => change((old) => ({ ...old, [list]: next }))}
        create={kind === 'benefit' ? emptyBenefit : (emptyAchievement as () => BenefitValues)}
        max={max}
        legend={(number) => t(`company_editor.${kind}`, { number })}
        removeLabel={(number) => t(`company_editor.remove_${kind}`, { number })}
        addLabel={t(`company_editor.add_${kind}`)}
        limit={t('company_editor.limit', { max })}
      >
        {(item, update, row) => {
          const { bind } = fieldsOf(`${list}.${row}`, item, update, errorAt);
          return (
            <>
              <TextAreaField
                {...bind('description')}
                label={t('company_editor.benefit_text')}
                maxLength={300}
                rows={2}
              />
              {kind === 'benefit' && <IconPicker {...bind('icon_id')} library={init.image_library} t={t} />}
            </>
          );
        }}
      </RowList>
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
      className="form-row company-editor__icons"
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

/** Options of an init list for a select or checkboxes. */
const optionsOf = <T extends string | number>(list: readonly { id: T; name: string }[]) =>
  list.map((item) => ({ value: item.id, label: item.name }));

/** Cash, cashless and crypto: each switched on by a checkbox, with the currencies it takes. */
const MEANS = [
  ['cash_enabled', 'cash_currencies', 'company_editor.cash_enabled'],
  ['cashless_enabled', 'cashless_currencies', 'company_editor.cashless_enabled'],
  ['cryptocurrencies_enabled', 'cryptocurrencies', 'company_editor.crypto_enabled'],
] as const satisfies readonly (readonly [keyof CompanyValues, keyof CompanyInit, Key])[];

export function PaymentBlock({ t, ...block }: CompanyBlockProps) {
  const { values, init } = block;
  const { bind, check } = companyFields(block);
  return (
    <Section title={t('company_editor.payment')}>
      <CheckField label={t('company_editor.show_block')} {...check('show_payment_block')} />
      <CheckboxGroup
        {...bind('company_payment_methods')}
        legend={t('company_editor.payment_methods')}
        options={optionsOf(init.payment_methods)}
      />
      {MEANS.map(([enabled, list, label]) => (
        <Fragment key={list}>
          <CheckField label={t(label)} {...check(enabled)} />
          <CheckboxGroup<string>
            {...(bind(list) as Bound<readonly string[]>)}
            legend={t(`company_editor.${list}`)}
            options={optionsOf<string>(init[list])}
            disabled={!values[enabled]}
          />
        </Fragment>
      ))}
    </Section>
  );
}
