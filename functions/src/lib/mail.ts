import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { toSingleLine } from '@migralink/shared/schemas/text';
import { config } from './config';

/** One rendered mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

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

/** One address and nothing else: no second recipient, display name or header can ride along. */
const ONE_ADDRESS = /^[^\s<>,;:"()\\\p{Cc}\p{Cf}@]+@[^\s<>,;:"()\\\p{Cc}\p{Cf}@]+$/u;

/**
 * Sends a mail from `MAIL_FROM`, as plain text and HTML: the one way out for every mail. Whatever
 * the caller built, the subject goes out as one line of text and the recipient as one address.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  if (!config.mailFrom) throw new Error('Environment variable MAIL_FROM is required to send mail');
  if (!ONE_ADDRESS.test(message.to)) throw new Error('Refused to mail a recipient that is not one address');
  const [ses, { SendEmailCommand }] = await Promise.all([sesClient(), import('@aws-sdk/client-sesv2')]);
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: toSingleLine(message.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
