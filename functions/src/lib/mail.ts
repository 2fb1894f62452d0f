import type { SESv2Client } from '@aws-sdk/client-sesv2';
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

/** Sends a mail from `MAIL_FROM`, as plain text and HTML. */
export async function sendMail(message: MailMessage): Promise<void> {
  if (!config.mailFrom) throw new Error('Environment variable MAIL_FROM is required to send mail');
  const [ses, { SendEmailCommand }] = await Promise.all([sesClient(), import('@aws-sdk/client-sesv2')]);
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
