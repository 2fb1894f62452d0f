import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { t as translations } from '@/i18n';
import { ReviewsBody } from './ReviewsBody';
import type { RatingSummary } from './rating';
import { NO_RATINGS, testComment, testReview } from './testing';

const summary: RatingSummary = { avg_rate: 4.5, total: 2, ratings: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } };

function render(reviews = [testReview()], ratings = summary, locale: 'en' | 'uk' = 'en') {
  return renderToStaticMarkup(
    <ReviewsBody
      summary={ratings}
      reviews={reviews}
      hasMore={false}
      signIn="/en/login/?next=%2Fen%2Fcompany%2Fharbour%2F%23reviews"
      locale={locale}
      t={translations(locale)}
    />,
  );
}

describe('the reviews section in the built HTML', () => {
  it('shows users’ texts as text, never as HTML', () => {
    const html = render([
      testReview({
        text: 'Great <script>alert(1)</script> <b>team</b>',
        comments: [testComment({ text: '<img src=x onerror=alert(1)>' })],
        comments_count: 1,
      }),
    ]);
    expect(html).toContain('Great &lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;team&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>');
  });

  it('shows the author linking to their reviews, the tags, the verified mark, the likes and the company’s answer', () => {
    const html = render(
      [
        testReview({
          comments: [testComment({ is_company: true, likes_count: 3, dislikes_count: 1 })],
          comments_count: 4,
        }),
      ],
      summary,
      'uk',
    );
    expect(html).toContain('href="/uk/author/?uuid=u-1"');
    expect(html).toContain('Послуга: Blue Card');
    expect(html).toContain('Результат: схвалено');
    expect(html).toContain('Термін оформлення: 42 дні');
    expect(html).toContain('Підтверджений клієнт');
    expect(html).toContain('Вважають корисним: 2');
    expect(html).toContain('Harbour Relocation · відповідь компанії');
    expect(html).toContain('Подобається: 3, не подобається: 1');
    expect(html).toContain('Ще коментарів: 3');
    expect(html).toContain('4,5 з 5, 2 відгуки');
  });

  it('invites the first review when there is none', () => {
    const html = render([], NO_RATINGS);
    expect(html).toContain(translations('en')('reviews.none'));
    expect(html).toContain('href="/en/login/?next=%2Fen%2Fcompany%2Fharbour%2F%23reviews"');
  });
});
