import { performance } from 'node:perf_hooks';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '@migralink/functions/lib/passwords';
import { median, type Row } from './report';

const RUNS = 5;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * What a sign-in waits for on this machine: one scrypt at today's parameters
 * (`SCRYPT_PARAMS`), alone and with three more at once (sign-ins arriving
 * together share the machine's cores). A sign-in verifies once; it hashes a
 * second time only for a hash made with older parameters, once per account.
 */
export async function measurePasswordHashing(): Promise<Row[]> {
  const stored = await hashPassword('correct horse battery staple');
  const verify = () => verifyPassword('correct horse battery staple', stored);
  const { N, r, p } = SCRYPT_PARAMS;
  return [
    { work: 'hash a new password', 'median ms': (await timed(() => hashPassword('a new password'))).toFixed(0) },
    { work: 'verify at sign-in', 'median ms': (await timed(verify)).toFixed(0) },
    {
      work: 'verify, 4 sign-ins at once',
      'median ms': (await timed(() => Promise.all([verify(), verify(), verify(), verify()]))).toFixed(0),
    },
  ].map((row) => ({ ...row, parameters: `N=2^${Math.log2(N)}, r=${r}, p=${p}` }));
}
