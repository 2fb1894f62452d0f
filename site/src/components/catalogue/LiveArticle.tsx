import { useEffect, useMemo, useState } from 'react';
import { getArticle } from '@migralink/shared/api/articles';
import { listCompanies, listTargetLandingPages } from '@migralink/shared/api/catalogue';
import { getSearchInit } from '@migralink/shared/api/reference';
import type { ArticleAddress } from '@migralink/shared/article-address';
import type { PublicArticle } from '@migralink/shared/schemas/articles';
import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { ArticleView, type ArticleLink } from '../article-view/ArticleView';
import { articleTargets, companiesPathOf } from '../article-view/article-targets';
import { ArticleCompanies } from './ArticleCompanies';
import type { LiveArticleMessages } from './messages';

export interface LiveArticleProps {
  readonly address: ArticleAddress;
  readonly messages: LiveArticleMessages;
  /** No published article there (or the API cannot say): the page's not-found text stays. */
  readonly onMissing: () => void;
}

interface Shown {
  readonly article: PublicArticle;
  readonly targets: readonly ArticleLink[];
  readonly companies: { readonly seoPath: string; readonly cards: readonly CompanyCard[] } | undefined;
}

/**
 * An article with what the pre-built page shows around it: its targets' links and the companies serving them.
 * The article alone when those cannot be read: they are around it, not it.
 */
async function loadArticle(address: ArticleAddress): Promise<Shown | undefined> {
  const { locale, slug } = address;
  const [{ data: article }, init] = await Promise.all([
    callChecked(getArticle, { params: { locale, slug } }),
    callChecked(getSearchInit, {}).catch(() => undefined),
  ]);
  if (article.section !== address.section) return undefined;
  const { countries, purposes } = article;
  // Only its targets' landing pages: the build's list of them all grows with the catalogue.
  const landing =
    countries.length > 0
      ? await callChecked(listTargetLandingPages, { query: { countries, purposes } }).catch(() => undefined)
      : { data: [] };
  if (!landing || !init) return { article, targets: [], companies: undefined };
  const seoPath = companiesPathOf(article, landing.data);
  const list = seoPath && (await callChecked(listCompanies, { query: { slug: seoPath } }).catch(() => undefined));
  return {
    article,
    targets: articleTargets(article, landing.data, init.data, locale),
    companies: seoPath && list ? { seoPath, cards: list.data.base_search } : undefined,
  };
}

/**
 * An article published since the last build, shown by the not-found page at its own address
 * (docs/product.md, "Articles": public at once) as its pre-built page shows it, the links to its target
 * countries and purposes and the companies serving them included; the next build makes it a pre-built page.
 */
export default function LiveArticle({ address, messages, onMissing }: LiveArticleProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    let current = true;
    loadArticle(address)
      .then((found) => {
        if (!current) return;
        if (!found) return onMissing();
        document.title = found.article.title;
        setShown(found);
      })
      .catch(() => current && onMissing());
    return () => {
      current = false;
    };
  }, [address, onMissing]);
  if (!shown) return null;
  return (
    <div className="container live-article">
      <ArticleView article={shown.article} locale={address.locale} targets={shown.targets} messages={messages} />
      {shown.companies && (
        <ArticleCompanies
          companies={shown.companies.cards}
          seoPath={shown.companies.seoPath}
          locale={address.locale}
          t={t}
        />
      )}
    </div>
  );
}
