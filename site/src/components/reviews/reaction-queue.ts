/**
 * Reactions pressed in a row on one review or comment (like, then dislike before the first answer came):
 * each press is shown at once by the caller, and sent only after the one before it was answered, since
 * the server applies each to the previous one. What stays on screen is the answer to the last press; when
 * that is a refusal, what the server last said (`confirmed`), so a press is never dropped nor shown twice.
 */
export interface Settle<T> {
  /** The server's state after this press; `last`: no press came after it. */
  readonly answered: (data: T, last: boolean) => void;
  readonly refused: (error: unknown, last: boolean) => void;
}

interface Queue {
  tail: Promise<void>;
  presses: number;
}

export function createReactionQueue() {
  const queues = new Map<string, Queue>();
  /** Sends `send` after the presses on `id` before it; resolves once it is answered. */
  return function press<T>(id: string, send: () => Promise<T>, settle: Settle<T>): Promise<void> {
    const queue = queues.get(id) ?? { tail: Promise.resolve(), presses: 0 };
    queues.set(id, queue);
    queue.presses += 1;
    const mine = queue.presses;
    queue.tail = queue.tail.then(async () => {
      try {
        settle.answered(await send(), mine === queue.presses);
      } catch (error) {
        settle.refused(error, mine === queue.presses);
      }
    });
    return queue.tail;
  };
}
