// Pages router, dynamic rendering: getServerSideProps on every request.
import Head from 'next/head';
import { Article, loadArticle } from '../../article';

export async function getServerSideProps({ params }) {
  const article = await loadArticle(params.slug);
  return article === null ? { notFound: true } : { props: { article } };
}

export default function Page({ article }) {
  return (
    <>
      <Head>
        <title>{article.title}</title>
        <meta name="description" content={article.description} />
      </Head>
      <Article article={article} />
    </>
  );
}
