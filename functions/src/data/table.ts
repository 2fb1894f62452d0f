/**
 * The one table's shape. The CDK data stack and the local platform both build
 * the table from this definition, so they cannot drift apart.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded global indexes; keys.ts says which entity uses which. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds after which DynamoDB deletes the item (codes, rate-limit windows). */
  timeToLiveAttribute: 'expires_at',
  /** The table's stream: each change with the item as written, which feeds the mail path's sender. */
  streamView: 'NEW_IMAGE',
} as const;

export type IndexName = (typeof TABLE.globalIndexes)[number]['name'];
