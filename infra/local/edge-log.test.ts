import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEdgeLog, formatEdgeLog } from '@migralink/functions/statistics/edge-log';
import { onAnswered, type AnsweredRequest } from '../../site/build/answered-request';
import { edgeLogLine } from './edge-log';

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers `status` with a small page and hands each answered request to the test. */
async function answering(status: number): Promise<{ url: string; answered: Promise<AnsweredRequest> }> {
  let resolve!: (answered: AnsweredRequest) => void;
  const answered = new Promise<AnsweredRequest>((done) => (resolve = done));
  server = createServer((request, response) => {
    onAnswered(request, response, resolve);
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': '6' });
    response.end('<p>hi!');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, answered };
}

describe("the local site servers' access log", () => {
  it('writes a request whose client went away before the whole answer as CloudFront does, with status 000', async () => {
    let resolve!: (answered: AnsweredRequest) => void;
    const answered = new Promise<AnsweredRequest>((done) => (resolve = done));
    server = createServer((request, response) => {
      onAnswered(request, response, resolve);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write('<p>the first part of a long page');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const leaving = new AbortController();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/en/company/?id=x`, {
      signal: leaving.signal,
    });
    expect(response.status).toBe(200);
    leaving.abort();
    const [entry] = parseEdgeLog(formatEdgeLog([edgeLogLine(await answered)]));
    expect(entry).toMatchObject({ 'cs-uri-stem': '/en/company/', 'sc-status': '000' });
  });

  it('writes what the request and its answer were, read back as CloudFront writes them', async () => {
    const { url, answered } = await answering(404);
    await fetch(`${url}/uk/company/?id=0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0&x=a%20b`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        referer: `${url}/uk/companies/`,
        'x-forwarded-for': '203.0.113.7',
      },
    }).then((response) => response.text());
    const [entry] = parseEdgeLog(formatEdgeLog([edgeLogLine(await answered)]));
    expect(entry).toMatchObject({
      'c-ip': '127.0.0.1',
      'cs-method': 'GET',
      'cs(Host)': url.slice('http://'.length),
      'x-host-header': url.slice('http://'.length),
      'cs-uri-stem': '/uk/company/',
      'cs-uri-query': 'id=0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0&x=a%20b',
      'sc-status': '404',
      'cs(User-Agent)': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      'cs(Referer)': `${url}/uk/companies/`,
      'x-forwarded-for': '203.0.113.7',
      'x-edge-result-type': 'Error',
      'cs-protocol': 'http',
      'cs-protocol-version': 'HTTP/1.1',
      // A space in a field CloudFront does not URL-decode is written, and read back, as `%20`.
      'sc-content-type': 'text/html;%20charset=utf-8',
      'sc-content-len': '6',
      'cs(Cookie)': '',
    });
    expect(entry!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entry!.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(Number(entry!['sc-bytes'])).toBeGreaterThan(6);
    expect(Number(entry!['c-port'])).toBeGreaterThan(0);
  });

  it('leaves the query out of a path that has none, and calls an answer below 400 a miss', async () => {
    const { url, answered } = await answering(200);
    await fetch(`${url}/en/service/0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0/`, { method: 'HEAD' });
    const [entry] = parseEdgeLog(formatEdgeLog([edgeLogLine(await answered)]));
    expect(entry).toMatchObject({
      'cs-method': 'HEAD',
      'cs-uri-stem': '/en/service/0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0/',
      'cs-uri-query': '',
      'sc-status': '200',
      'x-edge-result-type': 'Miss',
    });
  });
});
