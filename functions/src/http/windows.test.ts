import { describe, expect, it } from 'vitest';
import { addressKey, mailboxKey, subjectKey, windowAt } from './windows';

describe('windowAt', () => {
  const rule = { windowSeconds: 900 };

  it('puts a moment in the fixed window that contains it', () => {
    const at = Date.UTC(2026, 0, 1, 10, 7, 30); // 10:07:30 in the 10:00–10:15 window
    const window = windowAt(rule, at);
    expect(window.start).toBe(Date.UTC(2026, 0, 1, 10, 0, 0) / 1000);
    expect(window.end).toBe(Date.UTC(2026, 0, 1, 10, 15, 0) / 1000);
    expect(window.retryAfterSeconds).toBe(7 * 60 + 30);
    expect(window.expiresAt).toBe(window.end + 60);
  });

  it('starts a new window exactly at the boundary, and never says to retry in under a second', () => {
    const boundary = Date.UTC(2026, 0, 1, 10, 15, 0);
    expect(windowAt(rule, boundary).start).toBe(boundary / 1000);
    expect(windowAt(rule, boundary - 1).start).toBe(boundary / 1000 - 900);
    expect(windowAt(rule, boundary - 1).retryAfterSeconds).toBe(1);
    expect(windowAt(rule, boundary).retryAfterSeconds).toBe(900);
  });

  it('gives every moment of a window the same start, and the next window the next one', () => {
    const start = Date.UTC(2026, 5, 1, 0, 0, 0);
    const starts = new Set(
      [0, 1, 60_000, 299_999].map((offset) => windowAt({ windowSeconds: 300 }, start + offset).start),
    );
    expect([...starts]).toEqual([start / 1000]);
    expect(windowAt({ windowSeconds: 300 }, start + 300_000).start).toBe(start / 1000 + 300);
  });

  it('treats a window below one second as one second', () => {
    expect(windowAt({ windowSeconds: 0 }, 1_500)).toMatchObject({ start: 1, end: 2, retryAfterSeconds: 1 });
  });
});

describe('subjectKey', () => {
  it('is a stable 22-character hash that does not contain the subject', () => {
    const key = subjectKey('ada@example.com');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).toBe(subjectKey('ada@example.com'));
    expect(key).not.toBe(subjectKey('ada@example.org'));
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1::/64'],
    ['2001:0db8:85a3:0001:1111:2222:3333:4444', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8::ABCD:1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('mailboxKey', () => {
  it('counts one mailbox however its address is spelled: case, +tags, and for Gmail dots and googlemail', () => {
    const gmail = ['Victim@Gmail.com', 'victim+1@gmail.com', 'v.i.c.t.i.m+x@googlemail.com', ' VICTIM+a+b@gmail.com '];
    expect(new Set(gmail.map(mailboxKey))).toEqual(new Set(['victim@gmail.com']));
    expect(new Set(['Ada@Example.com', 'ada+n1@example.com', 'ADA+@example.com'].map(mailboxKey))).toEqual(
      new Set(['ada@example.com']),
    );
  });

  it('keeps dots elsewhere and different mailboxes apart', () => {
    expect(mailboxKey('a.da@example.com')).toBe('a.da@example.com');
    expect(mailboxKey('ada@example.com')).not.toBe(mailboxKey('ada@example.org'));
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
