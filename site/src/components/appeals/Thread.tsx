import type { Appeal } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import type { ThreadKey } from './messages';

/** An appeal's messages, oldest first: who wrote and when, the text, the file as a link that works a few minutes. */
export function Thread({
  appeal,
  formatDate,
  t,
}: {
  readonly appeal: Appeal;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ThreadKey>;
}) {
  return (
    <section className="admin-card" aria-label={t('appeals.thread')}>
      <ol className="appeal-thread">
        {appeal.messages.map((message) => (
          <li key={message.id} className={`appeal-message appeal-message--${message.from}`}>
            <p className="admin-note">
              {t(message.from === 'user' ? 'appeals.from_user' : 'appeals.from_support', {
                name: message.author_name,
                date: formatDate(message.created_at),
              })}
            </p>
            <p className="appeal-message__text">{message.message}</p>
            {message.attachment && (
              <a className="appeal-message__file" href={message.attachment.url} rel="noopener">
                {t('appeals.attachment', { name: message.attachment.name })}
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
