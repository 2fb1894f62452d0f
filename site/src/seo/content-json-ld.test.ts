import { describe, expect, it } from 'vitest';
import { checkedPageJsonLd, webinarJsonLd } from './content-json-ld';

const page = {
  title: 'Вебінар',
  description: 'Про переїзд',
  checkedOn: '2026-11-27',
  path: '/webinars/serbia/',
};

describe("the platform's content pages in structured data", () => {
  it('says when a programme page was last checked, at its canonical address', () => {
    expect(checkedPageJsonLd(page, 'https://migralink.example', 'uk', 'Migralink')).toMatchObject({
      '@type': 'WebPage',
      url: 'https://migralink.example/uk/webinars/serbia/',
      lastReviewed: '2026-11-27',
      inLanguage: 'uk',
    });
  });

  it('describes a webinar as a free online event ending after its length', () => {
    const event = webinarJsonLd(
      { ...page, startsAt: '2027-01-21T16:00:00Z', durationMinutes: 90, speaker: 'Команда' },
      'https://migralink.example',
      'uk',
      'Migralink',
    );
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2027-01-21T16:00:00Z',
      endDate: '2027-01-21T17:30:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://migralink.example/uk/webinars/serbia/' },
      isAccessibleForFree: true,
    });
  });
});
