import { useEffect, useState } from 'react';
import { getArticle } from '@migralink/shared/api/articles';
import type { ArticleAddress } from '@migralink/shared/article-address';
import type { PublicArticle } from '@migralink/shared/schemas/articles';
import { callChecked } from '@/api/checked';
import { ArticleView } from './ArticleView';
import type { ArticleViewMessages } from './messages';

export interface LiveArticleProps {
  readonly address: ArticleAddress;
  readonly messages: ArticleViewMessages;
  /** No published article there (or the API cannot say): the page's not-found text stays. */
  readonly onMissing: () => void;
}

/**
 * An article published since the last build, shown by the not-found page at its own address
 * (docs/product.md, "Articles": public at once); the next build makes it a pre-built page.
 */
export default function LiveArticle({ address, messages, onMissing }: LiveArticleProps) {
  const [article, setArticle] = useState<PublicArticle>();
  useEffect(() => {
    let current = true;
    callChecked(getArticle, { params: { locale: address.locale, slug: address.slug } })
      .then(({ data }) => {
        if (!current) return;
        if (data.section !== address.section) return onMissing();
        document.title = data.title;
        setArticle(data);
      })
      .catch(() => current && onMissing());
    return () => {
      current = false;
    };
  }, [address, onMissing]);
  if (!article) return null;
  return (
    <div className="container live-article">
      <ArticleView article={article} locale={address.locale} targets={[]} messages={messages} />
    </div>
  );
}
