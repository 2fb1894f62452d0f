import { describe, expect, it } from 'vitest';
import { cacheReads } from './read-cache';

/** A client whose reads answer an item of `size` bytes named after the key asked, and count what reached it. */
function fakeClient(size = 100) {
  const sent: string[] = [];
  const answer = (name: string) => async (input: Record<string, unknown>) => {
    sent.push(`${name} ${JSON.stringify(input)}`);
    return { Item: { key: input.Key, text: 'x'.repeat(size) } };
  };
  return {
    sent,
    client: {
      GetItem: answer('GetItem'),
      Query: answer('Query'),
      BatchGetItem: answer('BatchGetItem'),
      PutItem: answer('PutItem'),
    },
  };
}

const get = (client: { GetItem: (input: Record<string, unknown>) => Promise<unknown> }, id: string) =>
  client.GetItem({ TableName: 't', Key: { pk: id } });

describe("the build's read cache", () => {
  it('sends an identical read once and answers the next ones from memory, each a copy of its own', async () => {
    const { client, sent } = fakeClient();
    const cache = cacheReads(client);
    const first = (await get(client, 'a')) as { Item: { text: string } };
    first.Item.text = 'changed by its caller';
    const second = (await get(client, 'a')) as { Item: { text: string } };
    await get(client, 'b');
    expect(sent).toHaveLength(2);
    expect(second.Item.text).toBe('x'.repeat(100));
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 2 });
  });

  it('sends identical reads in flight at once only once', async () => {
    const { client, sent } = fakeClient();
    const cache = cacheReads(client);
    const answers = await Promise.all([get(client, 'a'), get(client, 'a'), get(client, 'a')]);
    expect(sent).toHaveLength(1);
    expect(answers[2]).toEqual(answers[0]);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 });
  });

  it('tells reads apart by operation and input', async () => {
    const { client, sent } = fakeClient();
    cacheReads(client);
    await client.Query({ TableName: 't', Key: { pk: 'a' } });
    await get(client, 'a');
    await client.GetItem({ TableName: 't', Key: { pk: 'a' }, ConsistentRead: true });
    expect(sent).toHaveLength(3);
  });

  it('keeps at most its bound in bytes, dropping the least recently used first', async () => {
    const { client, sent } = fakeClient(1000);
    // Room for two answers of ~1 KB, not three.
    const cache = cacheReads(client, 2500);
    await get(client, 'a');
    await get(client, 'b');
    await get(client, 'a'); // a is now the most recently used
    await get(client, 'c'); // drops b
    expect(cache.stats().bytes).toBeLessThanOrEqual(2500);
    expect(cache.stats().entries).toBe(2);
    sent.length = 0;
    await get(client, 'a');
    await get(client, 'c');
    expect(sent).toEqual([]);
    await get(client, 'b');
    expect(sent).toHaveLength(1);
  });

  it('never keeps a write, and a write empties it: a read after it goes to the table', async () => {
    const { client, sent } = fakeClient();
    const cache = cacheReads(client);
    const put = () => client.PutItem({ TableName: 't', Item: { pk: 'a' } });
    await get(client, 'a');
    await put();
    await put();
    await get(client, 'a');
    expect(sent.filter((request) => request.startsWith('PutItem'))).toHaveLength(2);
    expect(sent.filter((request) => request.startsWith('GetItem'))).toHaveLength(2);
    expect(cache.stats()).toMatchObject({ hits: 0 });
  });

  it('puts the client back as it was when stopped', async () => {
    const { client, sent } = fakeClient();
    const cache = cacheReads(client);
    await get(client, 'a');
    cache.stop();
    await get(client, 'a');
    expect(sent).toHaveLength(2);
  });
});
