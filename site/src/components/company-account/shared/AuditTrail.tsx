/** One entry of an audit trail as a staff screen shows it: when, and what happened in the reader's words. */
export interface AuditLine {
  readonly key: string;
  readonly at: string;
  readonly text: string;
}

type Props = {
  readonly title: string;
  readonly empty: string;
  readonly lines: readonly AuditLine[];
  readonly formatDate: (iso: string) => string;
};

/** An audit trail's newest entries, newest first, in a card of the staff screens (users, companies). */
export function AuditTrail({ title, empty, lines, formatDate }: Props) {
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{title}</h2>
      {lines.length === 0 ? (
        <p className="admin-note">{empty}</p>
      ) : (
        <ol className="staff-users__audit">
          {lines.map((line) => (
            <li key={line.key}>
              <time className="admin-note" dateTime={line.at}>
                {formatDate(line.at)}
              </time>{' '}
              <span className="staff-users__change">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
