import { expect } from 'vitest';

/** One mail as the SES emulator keeps it (`GET /store`). */
export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  /** The Reply-To addresses (none: the sender's). */
  replyTo?: string[];
  body: { html?: string; text?: string };
  at: number;
}

/** The mails the SES emulator at `mailUrl` received for `to`, newest first. */
export async function mailsTo(mailUrl: string, to: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${mailUrl}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((email) => email.destination.to.includes(to)).sort((a, b) => b.at - a.at);
}

/** The newest mail to `to` whose body links to `page` with a code (waits for it to arrive). */
export async function mailedLink(mailUrl: string, to: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+/${page}/\\?code=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(mailUrl, to))
          .map((email) => `${email.body.text ?? ''} ${email.body.html ?? ''}`.match(pattern)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}
