import { keys } from '#data/keys';

/**
 * Which records of the table's stream are mails to send: new outbox items. One definition for both ends: the
 * sender's event source mapping filters by `OUTBOX_INSERTS` in AWS, and the local stream reader by `outboxInserts`.
 */

/** A stream record as Lambda hands it over (and as the Streams API answers it): only what the sender reads. */
export interface OutboxStreamRecord {
  eventName?: string;
  dynamodb?: {
    Keys?: Record<string, { S?: string } | undefined>;
    NewImage?: Record<string, { S?: string } | unknown>;
  };
}

/** The Lambda event filter pattern of outbox inserts. */
export const OUTBOX_INSERTS = {
  eventName: ['INSERT'],
  dynamodb: { Keys: { pk: { S: [{ prefix: keys.mail.outboxPrefix }] } } },
} as const;

/** The mails the records insert into the outbox, in order (`OUTBOX_INSERTS` in code): ids, and recipients. */
export function outboxInserts(records: readonly OutboxStreamRecord[]): { id: string; to?: string }[] {
  const prefix = keys.mail.outboxPrefix;
  return records.flatMap((record) => {
    const pk = record.dynamodb?.Keys?.pk?.S;
    if (record.eventName !== 'INSERT' || !pk?.startsWith(prefix)) return [];
    const to = (record.dynamodb?.NewImage?.to as { S?: string } | undefined)?.S;
    return [{ id: pk.slice(prefix.length), ...(to ? { to } : {}) }];
  });
}
