import { unsubscribe } from '@migralink/shared/api/mailing';
import { createHandler } from '#http/handler';
import { header } from '#http/request';
import { contextOf } from '#http/request-context';
import { unsubscribeByLink } from '#mailing/unsubscribe';

/**
 * The unsubscribe page's button, or a mail client's one-click POST (RFC 8058: a form body
 * `List-Unsubscribe=One-Click`, which tells the ledger which of the two it was).
 */
export const handler = createHandler(unsubscribe, async (request) => {
  const oneClick = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
    header(request.event, 'content-type') ?? '',
  );
  return {
    data: await unsubscribeByLink(request.query.token, oneClick ? 'one_click' : 'unsubscribe_page', contextOf(request)),
  };
});
