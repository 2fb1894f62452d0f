import type { ModerationStatus } from '@migralink/shared/enums';
import type { AdminSharedMessages } from './messages';
import './admin.css';

/** The moderation status and whether the public sees the item, as two small labels. */
export function StatusBadge({
  status,
  published,
  messages,
}: {
  readonly status: ModerationStatus;
  readonly published: boolean;
  readonly messages: AdminSharedMessages;
}) {
  return (
    <span className="admin-status">
      <span className="visually-hidden">{messages['admin.status.label']}: </span>
      <span className={`admin-badge admin-badge--${status}`}>{messages[`admin.status.${status}`]}</span>
      <span className={`admin-badge admin-badge--${published ? 'published' : 'hidden'}`}>
        {messages[published ? 'admin.status.published' : 'admin.status.not_published']}
      </span>
    </span>
  );
}
