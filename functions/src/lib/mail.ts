import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { email } from '@migralink/shared/schemas/auth';
import { toSingleLine } from '@migralink/shared/schemas/text';
import { config } from './config';

/** One rendered mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Where the recipient's "Reply" writes: one address someone chose to make public (never an
   * account's private address), checked by `oneAddress`; the platform's sender when absent.
   */
  replyTo?: string;
  /** Files the mail carries (SES lays the message out as MIME multipart/mixed, each file base64). */
  attachments?: readonly MailAttachment[];
}

/** What a mail carries besides its message: a marketing mail's one-click unsubscribe address (RFC 8058). */
export interface SendOptions {
  /** An https (or, locally, http) URL of one line: goes out as `List-Unsubscribe` with `List-Unsubscribe-Post`. */
  oneClickUnsubscribe?: string;
}

/** A mail the one way out refuses as it is (not one address, a media type that is not one): sending it again cannot help. */
export class MailRefused extends Error {
  override name = 'MailRefused';
}

/** An absolute http(s) URL that cannot end the header it goes into (no spaces, angle brackets or line breaks). */
const HEADER_URL = /^https?:\/\/[^\s<>,]+$/;

/** A file a mail carries: its bytes, media type and name (made safe by `safeFilename` on the way out). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A media type as `type/subtype` only: no parameters, spaces or line breaks that could add a header. */
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/;

/**
 * An attachment's name as it goes out: ASCII letters, digits, `.`, `-` and `_` only (anything else an
 * underscore), not starting with a dot, at most 100 characters; so it can carry no quote, line break,
 * path or encoded word into the message's headers.
 */
export const safeFilename = (name: string): string =>
  name
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\./, '_')
    .slice(0, 100) || 'attachment';

/**
 * `value` when it is exactly one e-mail address as the product accepts them (the accounts' rule:
 * no spaces, line breaks, commas or display names, so it cannot add a header or a second address);
 * undefined for anything else.
 */
export const oneAddress = (value: string | undefined): string | undefined =>
  value !== undefined && email.safeParse(value).success ? value : undefined;

let client: Promise<SESv2Client> | undefined;

/**
 * SES v2, loaded on the first mail (not at cold start): routes that never mail
 * do not pay for the SDK, and routes that do pay once per container. Locally
 * the endpoint is the SES emulator; in AWS it is unset and the SDK picks SES.
 */
function sesClient(): Promise<SESv2Client> {
  client ??= import('@aws-sdk/client-sesv2').then(
    ({ SESv2Client }) => new SESv2Client({ region: config.region, endpoint: config.endpoints.ses }),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** The list headers of a marketing mail (RFC 2369, RFC 8058), or none. */
function listHeaders(options: SendOptions): { Name: string; Value: string }[] {
  const url = options.oneClickUnsubscribe;
  if (url === undefined) return [];
  if (!HEADER_URL.test(url)) throw new MailRefused('Refused an unsubscribe address that is not one URL');
  return [
    { Name: 'List-Unsubscribe', Value: `<${url}>` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}

/**
 * Sends a mail from `MAIL_FROM`, as plain text and HTML, with its files attached: the only call to SES. Only the mail
 * path's sender calls it (`#mail/sender`); everything else queues (`#mail/outbox`). Whatever the caller built, the
 * subject goes out as one line of text and the recipient as one address; the only headers of its own a mail may carry
 * are a marketing mail's unsubscribe headers. Answers SES's id of the message (bounces and complaints name it).
 */
export async function sendMail(message: MailMessage, options: SendOptions = {}): Promise<{ messageId: string }> {
  if (!config.mailFrom) throw new Error('Environment variable MAIL_FROM is required to send mail');
  if (!oneAddress(message.to)) throw new MailRefused('Refused to mail a recipient that is not one address');
  if (message.replyTo !== undefined && !oneAddress(message.replyTo))
    throw new MailRefused('Refused a Reply-To that is not one address');
  const headers = listHeaders(options);
  const attachments = (message.attachments ?? []).map((file) => {
    if (!MEDIA_TYPE.test(file.contentType)) throw new MailRefused('Refused an attachment whose media type is not one');
    return {
      FileName: safeFilename(file.filename),
      RawContent: file.content,
      ContentType: file.contentType,
      ContentDisposition: 'ATTACHMENT' as const,
      ContentTransferEncoding: 'BASE64' as const,
    };
  });
  const [ses, { SendEmailCommand }] = await Promise.all([sesClient(), import('@aws-sdk/client-sesv2')]);
  const { MessageId } = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      ...(config.mail.configurationSet ? { ConfigurationSetName: config.mail.configurationSet } : {}),
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: toSingleLine(message.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
          ...(attachments.length ? { Attachments: attachments } : {}),
          ...(headers.length ? { Headers: headers } : {}),
        },
      },
    }),
  );
  if (!MessageId) throw new Error('SES answered without a message id');
  return { messageId: MessageId };
}
