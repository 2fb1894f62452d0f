import type { ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { CertificateApplication } from '@migralink/shared/schemas/certificates';
import type { Translate } from '@/i18n/format';
import { countryName } from '@/i18n/country-names';
import { STATEMENTS } from './application-values';
import { StateBadge } from './Badges';
import type { ViewKey } from './messages';

type T = Translate<ViewKey>;
type Fields = CertificateApplication['fields'];

const COMPANY = ['company_name', 'legal_name', 'register_number', 'address'] as const;
const CONTACT = ['contact_person', 'contact_phone', 'contact_email', 'filler_name'] as const;

/** A section of the application under its heading. */
function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="cert-section">
      <h3 className="cert-section__title">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { readonly rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="cert-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function companyRows(fields: Fields, locale: Locale, t: T): [string, string][] {
  return [
    [t('admin.certificates.field.country_id'), countryName(locale, fields.country_id)],
    [t('admin.certificates.field.legal_form_id'), t(`admin.certificates.legal_form_${fields.legal_form_id}`)],
    [t('admin.certificates.field.activity_type'), t(`admin.certificates.activity_${fields.activity_type}`)],
    ...COMPANY.map((name): [string, string] => [t(`admin.certificates.field.${name}`), fields[name]]),
  ];
}

/**
 * An application read-only, as its owner and staff see it: the company, the contact, the four statements,
 * the documents (links that work for a few minutes, opened in a new tab) and the history with staff's comments.
 */
export function ApplicationView({
  application,
  locale,
  formatDate,
  t,
}: {
  readonly application: CertificateApplication;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const { fields, history } = application;
  const contact = CONTACT.map((name): [string, string] => [
    t(`admin.certificates.field.${name}`),
    fields[name] || t('admin.certificates.not_given'),
  ]);
  return (
    <div className="cert-view">
      <Section title={t('admin.certificates.section.company')}>
        <Facts rows={companyRows(fields, locale, t)} />
      </Section>
      <Section title={t('admin.certificates.section.contact')}>
        <Facts rows={contact} />
      </Section>
      <Section title={t('admin.certificates.section.statements')}>
        <Facts
          rows={STATEMENTS.map((name) => [
            t(`admin.certificates.criterion.${name}`),
            t(fields[name] ? 'admin.certificates.yes' : 'admin.certificates.no'),
          ])}
        />
      </Section>
      <Section title={t('admin.certificates.section.documents')}>
        {fields.documents.length === 0 ? (
          <p className="admin-note">{t('admin.certificates.no_documents')}</p>
        ) : (
          <ul className="cert-documents">
            {fields.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  {document.name}
                  <span className="visually-hidden"> ({t('admin.certificates.new_tab')})</span>
                </a>{' '}
                <span className="admin-note">{t(`admin.certificates.document_${document.kind}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('admin.certificates.section.history')}>
        <ol className="cert-history">
          {history.map((event) => (
            <li key={`${event.at}-${event.state}`}>
              <time dateTime={event.at}>{formatDate(event.at)}</time> <StateBadge state={event.state} t={t} />
              {event.comment && (
                <p className="cert-comment">
                  <span className="visually-hidden">{t('admin.certificates.history_comment')}: </span>
                  {event.comment}
                </p>
              )}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
