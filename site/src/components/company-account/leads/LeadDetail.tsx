import { useStore } from '@nanostores/react';
import { LEAD_STATUSES, type LeadStatus } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { CAMPAIGN_PARAMETERS, LEAD_REPLY_MAX, type Lead } from '@migralink/shared/schemas/leads';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { ChoiceField } from '@/kit/choices';
import { ConfirmActions } from '@/kit/confirm';
import { TextAreaField } from '@/kit/controls';
import { LoadFailed, Loading } from '@/kit/load-state';
import { problemText } from '@/kit/problems';
import { countryName } from '@/i18n/country-names';
import type { Leads } from './leads-store';
import type { LeadsKey } from './messages';

interface DetailProps {
  readonly leads: Leads;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<LeadsKey>;
}

/** A term and its value in the lead's details. */
function Fact({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div className="leads-detail__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where the visitor came from: campaign, click ids, referrer and the page the form was on. */
function Attribution({ lead, t }: { readonly lead: Lead; readonly t: DetailProps['t'] }) {
  const { attribution } = lead;
  const codes = CAMPAIGN_PARAMETERS.filter((key) => attribution[key]);
  const empty = codes.length === 0 && !attribution.referrer && !attribution.page;
  return (
    <section className="admin-card leads-detail__section">
      <h3 className="leads-detail__subheading">{t('admin.leads.attribution')}</h3>
      {empty ? (
        <p className="admin-note">{t('admin.leads.attribution_none')}</p>
      ) : (
        <dl className="leads-detail__facts">
          {codes.map((key) => (
            <Fact key={key} label={t(`admin.leads.campaign.${key}`)}>
              {attribution[key]}
            </Fact>
          ))}
          {attribution.referrer && <Fact label={t('admin.leads.referrer')}>{attribution.referrer}</Fact>}
          {attribution.page && <Fact label={t('admin.leads.page')}>{attribution.page}</Fact>}
        </dl>
      )}
    </section>
  );
}

/** The status select, saved as soon as it changes; the save's progress, result or error below it. */
function StatusControl({
  leads,
  lead,
  t,
}: {
  readonly leads: Leads;
  readonly lead: Lead;
  readonly t: DetailProps['t'];
}) {
  const state = useStore(leads.status.$state);
  const error =
    state.phase === 'failed' ? problemText(t, state.problems.general ?? state.problems.fields.status) : undefined;
  return (
    <div className="leads-detail__status">
      <ChoiceField
        name="status"
        label={t('admin.leads.status_label')}
        value={lead.status}
        error={error}
        choices={LEAD_STATUSES.map((value) => ({ value, label: t(`admin.leads.status.${value}`) }))}
        onChange={(value) => void leads.setStatus(value as LeadStatus)}
      />
      {state.phase === 'loading' && <FormStatus>{t('admin.leads.status_saving')}</FormStatus>}
      {state.phase === 'done' && <FormStatus tone="success">{t('admin.leads.status_saved')}</FormStatus>}
    </div>
  );
}

/** The replies sent so far, oldest first, and the form of the next one. */
function Thread({ leads, lead, formatDate, t }: Omit<DetailProps, 'locale'> & { readonly lead: Lead }) {
  const text = useStore(leads.$reply);
  const state = useStore(leads.reply.$state);
  const busy = state.phase === 'loading';
  return (
    <section className="admin-card leads-detail__section" aria-labelledby="lead-thread">
      <h3 className="leads-detail__subheading" id="lead-thread">
        {t('admin.leads.thread')}
      </h3>
      {lead.replies.length === 0 ? (
        <p className="admin-note">{t('admin.leads.thread_empty')}</p>
      ) : (
        <ol className="leads-thread">
          {lead.replies.map((reply) => (
            <li key={reply.uuid} className="leads-thread__reply">
              <p className="leads-thread__meta">
                {t('admin.leads.replied')} · <time dateTime={reply.created_at}>{formatDate(reply.created_at)}</time>
              </p>
              <p className="leads-detail__message">{reply.message}</p>
            </li>
          ))}
        </ol>
      )}
      {!lead.email && <p className="admin-note">{t('admin.leads.reply_no_email')}</p>}
      <form
        className="leads-thread__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void leads.sendReply();
        }}
      >
        <TextAreaField
          name="message"
          label={t('admin.leads.reply_label')}
          hint={t('admin.leads.reply_hint', { max: LEAD_REPLY_MAX })}
          value={text}
          maxLength={LEAD_REPLY_MAX}
          error={state.phase === 'failed' ? problemText(t, state.problems.fields.message) : undefined}
          onChange={leads.setReply}
        />
        {state.phase === 'failed' && state.problems.general && (
          <FormAlert>{problemText(t, state.problems.general)}</FormAlert>
        )}
        <SubmitButton busy={busy} label={t('admin.leads.reply_send')} busyLabel={t('admin.leads.reply_sending')} />
        {state.phase === 'done' && <FormStatus tone="success">{t('admin.leads.reply_sent')}</FormStatus>}
      </form>
    </section>
  );
}

/** Delete, then "Yes, delete" or cancel. */
function DeleteControl({ leads, t }: { readonly leads: Leads; readonly t: DetailProps['t'] }) {
  const confirming = useStore(leads.$confirming);
  const state = useStore(leads.removal.$state);
  const busy = state.phase === 'loading';
  if (!confirming)
    return (
      <p>
        <button type="button" className="account-button account-button--secondary" onClick={leads.askDelete}>
          {t('admin.leads.delete')}
        </button>
      </p>
    );
  return (
    <ConfirmActions
      label={t('admin.leads.delete')}
      question={t('admin.leads.delete_confirm')}
      confirmLabel={t('admin.leads.delete_yes')}
      busyLabel={t('admin.leads.deleting')}
      cancelLabel={t('admin.leads.cancel')}
      busy={busy}
      onConfirm={() => void leads.confirmDelete()}
      onCancel={leads.cancelDelete}
      failure={state.phase === 'failed' ? problemText(t, state.problems.general) : undefined}
      className="admin-card leads-detail__confirm"
    />
  );
}

/** What the visitor sent and who they are. */
function Details({ lead, locale, formatDate, t }: Omit<DetailProps, 'leads'> & { readonly lead: Lead }) {
  const none = t('admin.leads.not_given');
  return (
    <section className="admin-card leads-detail__section">
      <dl className="leads-detail__facts">
        <Fact label={t('admin.leads.received')}>
          <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
        </Fact>
        <Fact label={t('admin.leads.filter.kind')}>{t(`admin.leads.kind.${lead.kind}`)}</Fact>
        {lead.topic && <Fact label={t('admin.leads.topic')}>{lead.topic}</Fact>}
        {lead.service_uuid && (
          <Fact label={t('admin.leads.service')}>
            <a href={`/${locale}/service/?id=${encodeURIComponent(lead.service_uuid)}`}>
              {lead.service_name ?? t('admin.leads.service_page')}
            </a>
          </Fact>
        )}
        <Fact label={t('admin.leads.name')}>{lead.name}</Fact>
        <Fact label={t('admin.leads.email')}>
          {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : none}
        </Fact>
        <Fact label={t('admin.leads.phone')}>{lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : none}</Fact>
        <Fact label={t('admin.leads.country')}>{countryName(locale, lead.country)}</Fact>
        <Fact label={t('admin.leads.language')}>
          {new Intl.DisplayNames([locale], { type: 'language' }).of(lead.locale) ?? lead.locale}
        </Fact>
      </dl>
      <h3 className="leads-detail__subheading">{t('admin.leads.message')}</h3>
      <p className="leads-detail__message">{lead.message}</p>
    </section>
  );
}

/** One lead: back to the list, its details, its status and its deletion. */
export function LeadDetail({ leads, locale, formatDate, t }: DetailProps) {
  const state = useStore(leads.lead.$state);
  return (
    <article className="leads leads-detail">
      <p>
        <button type="button" className="account-button account-button--secondary" onClick={leads.back}>
          {t('admin.leads.back')}
        </button>
      </p>
      {state.status === 'loading' && <Loading text={t('admin.leads.item_loading')} />}
      {state.status === 'failed' && <LoadFailed error={state.error} t={t} onRetry={() => void leads.retryLead()} />}
      {state.status === 'ready' && (
        <>
          <h2 className="leads-detail__heading">{state.data.name}</h2>
          <StatusControl leads={leads} lead={state.data} t={t} />
          <Details lead={state.data} locale={locale} formatDate={formatDate} t={t} />
          <Thread leads={leads} lead={state.data} formatDate={formatDate} t={t} />
          <Attribution lead={state.data} t={t} />
          <DeleteControl leads={leads} t={t} />
        </>
      )}
    </article>
  );
}
