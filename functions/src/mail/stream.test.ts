import { describe, expect, it } from 'vitest';
import { OUTBOX_INSERTS, outboxInserts } from './stream';

describe('which stream records the sender takes', () => {
  it('takes new outbox items only, in order, with their recipients', () => {
    const record = (eventName: string, pk: string) => ({
      eventName,
      dynamodb: { Keys: { pk: { S: pk } }, NewImage: { pk: { S: pk }, to: { S: 'ann@example.com' } } },
    });
    expect(
      outboxInserts([
        record('INSERT', 'OUTBOX#lead:1:owner'),
        record('MODIFY', 'OUTBOX#lead:2:owner'),
        record('INSERT', 'LEAD#3'),
        record('REMOVE', 'OUTBOX#lead:4:owner'),
        record('INSERT', 'OUTBOX#newsletter:n:s'),
      ]),
    ).toEqual([
      { id: 'lead:1:owner', to: 'ann@example.com' },
      { id: 'newsletter:n:s', to: 'ann@example.com' },
    ]);
  });

  it('is the same rule as the event filter AWS applies', () => {
    expect(OUTBOX_INSERTS).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } },
    });
  });
});
