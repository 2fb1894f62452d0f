import { describe, expect, it, vi } from 'vitest';
import { recordAdvertisementEvents } from '@migralink/shared/api/billing';
import { ADVERTISEMENT_EVENTS } from '@migralink/shared/api/endpoints';
import { sendJson } from '@/analytics/beacon';
import { createAdvertisementEvents, newPageViewId, type AdvertisementEventsBody } from './advertisement-events';

const AD = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] as const;
const VIEW = 'AAECAwQFBgcICQoLDA0ODw';

function events() {
  const sent: AdvertisementEventsBody[] = [];
  return { sent, events: createAdvertisementEvents((body) => sent.push(body), VIEW) };
}

describe('the advertisement events', () => {
  it('report the advertisements rendered together in one report, each once per page view', () => {
    const { sent, events: report } = events();
    report.shown([AD[0], AD[1]]);
    report.shown([AD[1], AD[0]]);
    report.shown([]);
    expect(sent).toEqual([{ view: VIEW, shown: [AD[0], AD[1]] }]);
  });

  it('never put more than three impressions in one report', () => {
    const { sent, events: report } = events();
    const ids = ['a', 'b', 'c', 'd', 'a'];
    report.shown(ids);
    expect(sent).toEqual([
      { view: VIEW, shown: ['a', 'b', 'c'] },
      { view: VIEW, shown: ['d'] },
    ]);
  });

  it('report a click on an advertised card once', () => {
    const { sent, events: report } = events();
    report.clicked(AD[0]);
    report.clicked(AD[0]);
    expect(sent).toEqual([{ view: VIEW, shown: [], clicked: AD[0] }]);
    expect(recordAdvertisementEvents.body.safeParse(sent[0]).success).toBe(true);
  });

  it('name each page view with its own 128 random bits, as the contract takes them', () => {
    const views = Array.from({ length: 50 }, () => newPageViewId());
    expect(new Set(views).size).toBe(50);
    for (const view of views) {
      expect(recordAdvertisementEvents.body.safeParse({ view, shown: [AD[0]] }).success).toBe(true);
    }
    const zeros = { getRandomValues: <T extends ArrayBufferView>(bytes: T) => bytes } as Crypto;
    expect(newPageViewId(zeros)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    const ones = {
      getRandomValues: <T extends ArrayBufferView>(bytes: T) => {
        new Uint8Array(bytes.buffer).fill(255);
        return bytes;
      },
    } as Crypto;
    expect(newPageViewId(ones)).toBe('_____________________w');
  });

  it('go by beacon, so a click that leaves the page is still counted, else by fetch with keepalive', async () => {
    const sendBeacon = vi.fn((_url: string, _data: BodyInit) => true);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    expect(sendJson(ADVERTISEMENT_EVENTS.path, { shown: [AD[0]] }, { sendBeacon, fetch })).toBe(true);
    const beacon = sendBeacon.mock.calls[0]!;
    expect(beacon[0]).toBe('/v1/advertisements/events');
    expect(JSON.parse(await (beacon[1] as Blob).text())).toEqual({ shown: [AD[0]] });
    expect(fetch).not.toHaveBeenCalled();

    expect(sendJson(ADVERTISEMENT_EVENTS.path, { shown: [], clicked: AD[1] }, { fetch })).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/v1/advertisements/events', {
      method: 'POST',
      body: JSON.stringify({ shown: [], clicked: AD[1] }),
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
  });
});
