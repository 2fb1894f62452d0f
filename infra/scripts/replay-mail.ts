/**
 * Replays what the mail path gave up on, in a deployed stage (functions/src/mail/README.md, "Dead letters"):
 *
 *   npx tsx infra/scripts/replay-mail.ts dead [limit]      the dead mails (OUTBOX#DEAD) go back in the queue
 *   npx tsx infra/scripts/replay-mail.ts batch FILE.json   a dead-letter queue message (its body, saved from
 *                                                          `aws sqs receive-message`): its stream records are handed
 *                                                          to the sender again
 *
 * TABLE_NAME, AWS_REGION, MAIL_FROM, MAIL_CONFIGURATION_SET and the AWS credentials come from the environment and are
 * read the way the functions read them.
 */
import { readFileSync } from 'node:fs';

const USAGE =
  'Usage: replay-mail.ts dead [limit] | replay-mail.ts batch FILE.json (with TABLE_NAME and AWS_REGION set)';

async function main([mode, argument]: string[]): Promise<void> {
  if (!process.env.TABLE_NAME) throw new Error(`TABLE_NAME is not set. ${USAGE}`);
  if (mode === 'dead') {
    const { replayDeadMails } = await import('@migralink/functions/data/outbox');
    const ids = await replayDeadMails(Number(argument ?? 100));
    console.log(`${ids.length} dead mails queued again; the retry sweep sends them within a minute.`);
    return;
  }
  if (mode === 'batch' && argument) {
    const message = JSON.parse(readFileSync(argument, 'utf8')) as {
      DDBStreamBatchInfo: {
        streamArn: string;
        shardId: string;
        startSequenceNumber: string;
        endSequenceNumber: string;
      };
    };
    const { StreamReader } = await import('@migralink/functions/testing/stream-reader');
    const { handler } = await import('@migralink/functions/handlers/mail/send-queued');
    const reader = new StreamReader();
    const records = await reader.batch(message.DDBStreamBatchInfo);
    await handler({ Records: records });
    reader.stop();
    console.log(`${records.length} stream records handed to the sender again.`);
    return;
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
