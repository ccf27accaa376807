// App router, dynamic rendering on every request (React Server Components).
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Article, loadArticle } from '../../../article';

// One upstream call per request, shared by the metadata and the page.
const load = cache((path) => loadArticle(path.split('/')));

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }) {
  const article = await load((await params).slug.join('/'));
  return article === null ? {} : { title: article.title, description: article.description };
}

export default async function Page({ params }) {
  const article = await load((await params).slug.join('/'));
  if (article === null) notFound();
  return <Article article={article} />;
}
