import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { freePort } from '../local/ports';
import { startSes } from '../local/stand-ins/ses';
import { countingDynamoDb, withBenchDatabase } from './database';
import type { Row } from './report';

/** SES's sending rate the stand-in holds the sender to (a new SES account's). */
export const SES_RATE = 14;
/** Mails the throughput run sends. */
export const THROUGHPUT_MAILS = 280;

const KB = 1024;

/**
 * The mail path's costs (functions/src/mail/README.md): what queueing a mail costs the change that causes it, what
 * sending it costs, and how fast the sender drains a backlog against an SES stand-in that refuses more than 14 mails
 * a second, as SES does.
 */
export async function measureMail(dynamodbPort: number): Promise<{ enqueue: Row[]; throughput: Row[] }> {
  const ses = await startSes(await freePort(), { ratePerSecond: SES_RATE });
  try {
    return await withBenchDatabase(dynamodbPort, 'mail', async () => {
      const { config } = await import('@migralink/functions/lib/config');
      // The functions' configuration was read when a bench first loaded them: point it at this stand-in and pace.
      config.endpoints.ses = ses.endpoint;
      config.mail.sendRate = SES_RATE;
      const tally = await countingDynamoDb();
      return { enqueue: await measureEnqueue(tally), throughput: await measureThroughput(tally) };
    });
  } finally {
    await ses.stop();
  }
}

type Tally = Awaited<ReturnType<typeof countingDynamoDb>>;

/** A lead's mail to a company owner, at its usual size (~6 KB of text and HTML). */
async function leadLikeMail() {
  const { newLeadMail } = await import('@migralink/functions/mail/new-lead');
  const mail = newLeadMail('en', {
    company: 'Harbour Relocation',
    details: {
      name: 'Olena Kovalenko',
      email: 'olena@example.com',
      country: 'UA',
      about: 'D7',
      message: 'x'.repeat(900),
    },
    link: 'https://migralink.example/en/admin/leads/?id=1',
  });
  return { id: `bench:${randomUUID()}`, kind: 'new lead', to: `bench-${randomUUID()}@example.com`, ...mail };
}

async function measureEnqueue(tally: Tally): Promise<Row[]> {
  const { queueMail, mailPut } = await import('@migralink/functions/mail/outbox');
  const { transact } = await import('@migralink/functions/data/transact');
  const { outboxItem } = await import('@migralink/functions/data/outbox');
  const { itemBytes } = await import('@migralink/functions/data/item-size');
  const { sendQueuedMails } = await import('@migralink/functions/mail/sender');
  const { config } = await import('@migralink/functions/lib/config');
  const mail = await leadLikeMail();
  const kb = Math.ceil(itemBytes(outboxItem(mail)) / KB);

  Object.assign(tally, { reads: 0, writes: 0 });
  await queueMail(mail);
  const alone = { ...tally };
  const change = { Put: { TableName: config.tableName, Item: { pk: `BENCH#${randomUUID()}`, sk: 'CHANGE' } } };
  Object.assign(tally, { reads: 0, writes: 0 });
  await transact([change, mailPut(await leadLikeMail())]);
  const inTransaction = { ...tally };
  Object.assign(tally, { reads: 0, writes: 0 });
  await sendQueuedMails([mail.id]);
  const sending = { ...tally };
  return [
    {
      step: 'queueMail (alone)',
      'DynamoDB requests': alone.reads + alone.writes,
      'write units': kb,
      'SQS requests': 0,
    },
    {
      step: 'mailPut in the cause’s transaction',
      'DynamoDB requests': inTransaction.reads + inTransaction.writes - 1,
      'write units': 2 * kb,
      'SQS requests': 0,
    },
    {
      step: 'sending it (claim, checks, sent)',
      'DynamoDB requests': sending.reads + sending.writes,
      'write units': `${kb + 2 * (kb + 1)} + GSI ${kb + 1}`,
      'SQS requests': 0,
    },
  ];
}

async function measureThroughput(tally: Tally): Promise<Row[]> {
  const { queueMail } = await import('@migralink/functions/mail/outbox');
  const { deliverQueuedMail } = await import('@migralink/functions/testing/mail-stream');
  // Read the stream up to now, so the run below drains only its own mails.
  await deliverQueuedMail();
  const mails = await Promise.all(Array.from({ length: THROUGHPUT_MAILS }, () => leadLikeMail()));
  for (let start = 0; start < mails.length; start += 20) {
    await Promise.all(mails.slice(start, start + 20).map((mail) => queueMail(mail)));
  }
  Object.assign(tally, { reads: 0, writes: 0 });
  const started = performance.now();
  await deliverQueuedMail();
  const seconds = (performance.now() - started) / 1000;
  const { storedMails } = await import('@migralink/functions/testing/mailbox');
  const ids = new Set(mails.map((mail) => mail.to));
  const delivered = (await storedMails()).filter((mail) => ids.has(mail.destination.to[0]!)).length;
  return [
    {
      mails: THROUGHPUT_MAILS,
      delivered,
      seconds: seconds.toFixed(1),
      'mails/s': (delivered / seconds).toFixed(1),
      'SES limit/s': SES_RATE,
      'refused by the limit': THROUGHPUT_MAILS - delivered,
      'DynamoDB requests/mail': ((tally.reads + tally.writes) / THROUGHPUT_MAILS).toFixed(1),
    },
  ];
}
