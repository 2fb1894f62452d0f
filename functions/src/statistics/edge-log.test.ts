import { describe, expect, it } from 'vitest';
import {
  EDGE_LOG_FIELDS,
  decodeLogValue,
  edgeLogDay,
  edgeLogKey,
  edgeLogKeyOf,
  edgeLogKeyParts,
  edgeLogReader,
  edgeLogTime,
  formatEdgeLog,
  parseEdgeLog,
} from './edge-log';

/** A log file as AWS documents one (legacy standard logs): two request lines of its example, TAB-separated. */
const AWS_EXAMPLE = [
  '#Version: 1.0',
  `#Fields: ${EDGE_LOG_FIELDS.join(' ')}`,
  [
    '2019-12-04',
    '21:02:31',
    'LAX1',
    '392',
    '192.0.2.100',
    'GET',
    'd111111abcdef8.cloudfront.net',
    '/index.html',
    '200',
    '-',
    'Mozilla/5.0%20(Windows%20NT%2010.0;%20Win64;%20x64)%20AppleWebKit/537.36%20(KHTML,%20like%20Gecko)%20Chrome/78.0.3904.108%20Safari/537.36',
    '-',
    '-',
    'Hit',
    'SOX4xwn4XV6Q4rgb7XiVGOHms_BGlTAC4KyHmureZmBNrjGdRLiNIQ==',
    'd111111abcdef8.cloudfront.net',
    'https',
    '23',
    '0.001',
    '-',
    'TLSv1.2',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'Hit',
    'HTTP/2.0',
    '-',
    '-',
    '11040',
    '0.001',
    'Hit',
    'text/html',
    '78',
    '-',
    '-',
  ].join('\t'),
].join('\n');

describe('parseEdgeLog', () => {
  it('reads a documented log line by its #Fields line, the user agent decoded and `-` as empty', () => {
    const [entry, ...rest] = parseEdgeLog(AWS_EXAMPLE);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      date: '2019-12-04',
      time: '21:02:31',
      'c-ip': '192.0.2.100',
      'cs-method': 'GET',
      'cs-uri-stem': '/index.html',
      'sc-status': '200',
      'cs(Referer)': '',
      'cs-uri-query': '',
      'cs(User-Agent)':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36',
      'sc-range-end': '',
    });
  });

  it('maps columns by the #Fields line, not by position', () => {
    const text = '#Version: 1.0\n#Fields: cs-uri-stem c-ip date\n/en/\t192.0.2.1\t2026-11-28\n';
    expect(parseEdgeLog(text)).toEqual([
      expect.objectContaining({ 'cs-uri-stem': '/en/', 'c-ip': '192.0.2.1', date: '2026-11-28', 'cs-method': '' }),
    ]);
  });

  it('leaves out lines before a #Fields line, with another number of columns, and blank lines', () => {
    const read = edgeLogReader();
    expect(read('2026-11-28\t10:00:00')).toBeUndefined();
    expect(read('#Fields: date time')).toBeUndefined();
    expect(read('2026-11-28\t10:00:00\textra')).toBeUndefined();
    expect(read('2026-11-28')).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read('2026-11-28\t10:00:00\r')).toMatchObject({ date: '2026-11-28', time: '10:00:00' });
  });
});

describe('decodeLogValue', () => {
  it('decodes escapes, and keeps a malformed escape or broken UTF-8 as written instead of throwing', () => {
    expect(decodeLogValue('a%20b%D0%B0')).toBe('a bа');
    expect(decodeLogValue('100%')).toBe('100%');
    expect(decodeLogValue('%zz%20x')).toBe('%zz x');
    expect(decodeLogValue('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeLogValue('%C3%28 ok%21')).toBe('%C3%28 ok!');
  });
});

describe('formatEdgeLog', () => {
  it('writes what the parser reads back, the encoded fields encoded as CloudFront does', () => {
    const entry = {
      ...edgeLogTime(new Date('2026-11-28T09:05:07.123Z')),
      'c-ip': '2001:db8::1',
      'cs-method': 'GET',
      'cs-uri-stem': '/ru/company/acme-1f2e3d4c/',
      'sc-status': 200,
      'cs(User-Agent)': 'Mozilla/5.0 (X11; Linux) "Тест" 100%',
      'cs-uri-query': 'id=a%26b&x=1 2',
    };
    const text = formatEdgeLog([entry]);
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['#Version: 1.0', `#Fields: ${EDGE_LOG_FIELDS.join(' ')}`]);
    expect(lines[2]!.split('\t')).toHaveLength(EDGE_LOG_FIELDS.length);
    expect(lines[2]).toContain('Mozilla/5.0%20(X11;%20Linux)%20%22%D0%A2%D0%B5%D1%81%D1%82%22%20100%25');
    expect(lines[2]).toContain('\tid=a%2526b&x=1%202\t');
    expect(text.endsWith('\n')).toBe(true);
    expect(parseEdgeLog(text)).toEqual([
      expect.objectContaining({ ...entry, date: '2026-11-28', time: '09:05:07', 'sc-status': '200', 'cs(Cookie)': '' }),
    ]);
  });
});

describe('log object keys', () => {
  it('names the hour of its requests, which the day is read back from; other keys have no day', () => {
    const key = edgeLogKey('LOCAL', new Date('2026-11-28T23:59:00Z'), 'a1b2');
    expect(key).toBe('edge/LOCAL.2026-11-28-23.a1b2.gz');
    expect(edgeLogDay(key)).toBe('2026-11-28');
    expect(edgeLogDay('edge/E2ABCDEF.2026-11-27-05.9f0e1d2c.gz')).toBe('2026-11-27');
    expect(edgeLogDay('page-view-counts/2026-11-28.json')).toBeUndefined();
    expect(edgeLogDay('edge/E2ABCDEF.2026-11-27.9f0e1d2c.gz')).toBeUndefined();
  });

  it("splits a log object's key into distribution, day and the rest, and joins them back", () => {
    const key = 'edge/EMLARXS9EXAMPLE.2019-11-14-20.RT4KCN4SGK9.gz';
    const parts = edgeLogKeyParts(key);
    expect(parts).toEqual({ distribution: 'EMLARXS9EXAMPLE', day: '2019-11-14', rest: '20.RT4KCN4SGK9' });
    expect(edgeLogKeyOf(parts!)).toBe(key);
    expect(edgeLogKeyParts('edge/EMLARXS9EXAMPLE.2019-11-14-20.RT4KCN4SGK9')).toBeUndefined();
  });
});
