import { useStore } from '@nanostores/react';
import type { Newsletter } from '@migralink/shared/schemas/newsletters';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { ConfirmActions } from '@/kit/confirm';
import { problemText } from '@/kit/problems';
import { Counts, StateBadge } from './LetterParts';
import type { NewsletterKey } from './messages';
import { stillSending, type NewsletterEditor } from './newsletter-store';

type T = Translate<NewsletterKey>;

/** "Send … now? Confirmed subscribers: N." Yes or cancel; the question takes the focus. */
function Confirm({
  editor,
  saved,
  t,
}: {
  readonly editor: NewsletterEditor;
  readonly saved: Newsletter;
  readonly t: T;
}) {
  const busy = useStore(editor.send.$state).phase === 'loading';
  return (
    <ConfirmActions
      label={t('admin.newsletters.send')}
      question={t('admin.newsletters.send_confirm', { subject: saved.subject, count: saved.recipients })}
      confirmLabel={t('admin.newsletters.send_yes')}
      busyLabel={t('admin.newsletters.starting')}
      cancelLabel={t('admin.newsletters.cancel')}
      busy={busy}
      onConfirm={() => void editor.confirmSend()}
      onCancel={editor.cancelSend}
      focusQuestion
      className="letters"
    />
  );
}

/** Where a send stands: waiting for the job, queueing, held by the marketing pause, or every mail queued; then its counts. */
function Progress({ saved, t }: { readonly saved: Newsletter; readonly t: T }) {
  const stage =
    saved.state === 'sent'
      ? 'progress_done'
      : saved.paused
        ? 'progress_paused'
        : saved.counts.queued > 0
          ? 'progress_queuing'
          : 'progress_waiting';
  return (
    <div className="letters" aria-live="polite" aria-busy={stillSending(saved)}>
      <StateBadge state={saved.state} t={t} />
      <p>{t(`admin.newsletters.${stage}`)}</p>
      <Counts newsletter={saved} t={t} />
    </div>
  );
}

/** The test to oneself and the send of what is saved (unsaved changes are saved first), then the send's progress. */
export function NewsletterSend({ editor, t }: { readonly editor: NewsletterEditor; readonly t: T }) {
  const saved = useStore(editor.$saved);
  const dirty = useStore(editor.$dirty);
  const confirming = useStore(editor.$confirming);
  const test = useStore(editor.test.$state);
  const send = useStore(editor.send.$state);
  const tested = useStore(editor.$tested);
  if (!saved) return null;
  const failure = [test, send].find((state) => state.phase === 'failed');
  return (
    <section className="admin-card letters" aria-labelledby="letters-send-title">
      <h2 id="letters-send-title" className="admin-card__title">
        {t('admin.newsletters.progress_title')}
      </h2>
      {saved.state === 'draft' && dirty && <p className="admin-note">{t('admin.newsletters.save_first')}</p>}
      {saved.state === 'draft' && !confirming && (
        <div className="admin-actions">
          <button
            type="button"
            className="account-button account-button--secondary"
            disabled={dirty || test.phase === 'loading'}
            onClick={() => void editor.sendTest()}
          >
            {t(test.phase === 'loading' ? 'admin.newsletters.testing' : 'admin.newsletters.test')}
          </button>
          <button
            type="button"
            className="account-button account-button--primary"
            disabled={dirty}
            onClick={editor.askToSend}
          >
            {t('admin.newsletters.send')}
          </button>
        </div>
      )}
      {saved.state === 'draft' && confirming && <Confirm editor={editor} saved={saved} t={t} />}
      {tested && test.phase === 'done' && (
        <FormStatus tone="success">{t('admin.newsletters.tested', { email: tested })}</FormStatus>
      )}
      {failure && <FormAlert>{problemText(t, failure.problems.general)}</FormAlert>}
      {saved.state !== 'draft' && <Progress saved={saved} t={t} />}
    </section>
  );
}
