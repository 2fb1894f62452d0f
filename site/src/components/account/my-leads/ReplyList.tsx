import type { LeadReply } from '@migralink/shared/schemas/leads';

/** A lead's answers, oldest first, each with its day: on My requests and on the request page of a mailed link. */
export function ReplyList({
  replies,
  id,
  answered,
  formatDate,
}: {
  readonly replies: readonly LeadReply[];
  readonly id?: string;
  /** "Answered", in the page's language. */
  readonly answered: string;
  readonly formatDate: (iso: string) => string;
}) {
  return (
    <ol className="my-leads__replies" id={id}>
      {replies.map((reply) => (
        <li key={reply.uuid} className="my-leads__reply">
          <p className="my-leads__meta">
            {answered} · <time dateTime={reply.created_at}>{formatDate(reply.created_at)}</time>
          </p>
          <p className="my-leads__text">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}
