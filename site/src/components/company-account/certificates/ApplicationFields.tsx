import type { CertificateInit } from '@migralink/shared/schemas/certificates';
import type { Translate } from '@/i18n/format';
import { ChoiceField, CheckField } from '@/kit/choices';
import { TextField } from '@/kit/controls';
import { FieldGroup, FieldNotes } from '@/kit/field-layout';
import type { Bound } from '@/kit/react';
import { STATEMENTS, type ApplicationValues } from './application-values';
import type { ApplicationFormKey } from './messages';

type Bind = <K extends keyof ApplicationValues & string>(name: K) => Bound<ApplicationValues[K]>;
type T = Translate<ApplicationFormKey>;

const COMPANY_TEXTS = ['company_name', 'legal_name', 'register_number', 'address'] as const;

/** The company as its register has it: country, legal form and kind of activity from the init's choices, its names. */
export function CompanyFields({
  init,
  bind,
  t,
}: {
  readonly init: CertificateInit;
  readonly bind: Bind;
  readonly t: T;
}) {
  const choices = (list: readonly { id: string; name: string }[]) =>
    list.map(({ id, name }) => ({ value: id, label: name }));
  const placeholder = t('admin.certificates.choose');
  return (
    <FieldGroup legend={t('admin.certificates.section.company')}>
      <div className="account-form">
        <ChoiceField
          {...bind('country_id')}
          label={t('admin.certificates.field.country_id')}
          choices={choices(init.countries)}
          placeholder={placeholder}
        />
        <ChoiceField
          {...bind('legal_form_id')}
          label={t('admin.certificates.field.legal_form_id')}
          choices={choices(init.legal_forms)}
          placeholder={placeholder}
        />
        {COMPANY_TEXTS.map((name) => (
          <TextField key={name} {...bind(name)} label={t(`admin.certificates.field.${name}`)} required />
        ))}
        <ChoiceField
          {...bind('activity_type')}
          label={t('admin.certificates.field.activity_type')}
          choices={choices(init.activity_types)}
          placeholder={placeholder}
        />
      </div>
    </FieldGroup>
  );
}

/** Whom staff may ask, and who filled the form in. */
export function ContactFields({ bind, t }: { readonly bind: Bind; readonly t: T }) {
  return (
    <FieldGroup legend={t('admin.certificates.section.contact')}>
      <div className="account-form">
        <TextField
          {...bind('contact_person')}
          label={t('admin.certificates.field.contact_person')}
          autoComplete="name"
          required
        />
        <TextField
          {...bind('contact_phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('admin.certificates.field.contact_phone')}
          hint={t('admin.certificates.phone_hint')}
          required
        />
        <TextField
          {...bind('contact_email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('admin.certificates.field.contact_email')}
          required
        />
        <TextField
          {...bind('filler_name')}
          label={t('admin.certificates.field.filler_name')}
          optional={t('admin.certificates.optional')}
          hint={t('admin.certificates.filler_hint')}
        />
      </div>
    </FieldGroup>
  );
}

/** The four statements as checkboxes, each named by the init and explained under it. */
export function StatementFields({
  init,
  bind,
  t,
}: {
  readonly init: CertificateInit;
  readonly bind: Bind;
  readonly t: T;
}) {
  const nameOf = (id: string) => init.criteria.find((criterion) => criterion.id === id)?.name;
  return (
    <FieldGroup legend={t('admin.certificates.section.statements')}>
      <ul className="cert-statements">
        {STATEMENTS.map((name) => {
          const field = bind(name);
          return (
            <li key={name}>
              <CheckField
                name={name}
                label={nameOf(name) ?? t(`admin.certificates.criterion.${name}`)}
                checked={field.value}
                onChange={field.onChange}
              />
              <FieldNotes
                id={`statement-${name}`}
                hint={t(`admin.certificates.statement_hint.${name}`)}
                error={field.error}
              />
            </li>
          );
        })}
      </ul>
    </FieldGroup>
  );
}
