// The peer's article: the same two upstream calls as the product's miss (the content API's
// app/resolve, then the resolved composite with its includes, over loopback) and the same parts a
// reader sees (header, breadcrumb, title, lead, author, lead image, Markdown body, tags, footer).
// Shared by the pages router and the app router.
import { marked } from 'marked';

const WIDTHS = [1024, 900, 800, 700, 600, 500, 400, 300, 200, 100];
const MENU = [
  ['/traening', 'Træning'],
  ['/mad', 'Mad'],
  ['/sundhed', 'Sundhed'],
  ['/search', 'Søg'],
];

/** Every content API call, counted process-wide for the bench (`pages/api/upstream-calls.jsx`). */
function upstream(url) {
  globalThis.benchUpstreamCalls = (globalThis.benchUpstreamCalls ?? 0) + 1;
  return fetch(url, { cache: 'no-store' });
}

export async function loadArticle(slug) {
  const origin = process.env.SANDBOX_ORIGIN ?? 'http://127.0.0.1:4100';
  const path = `/${slug.join('/')}`;
  const api = `${origin}/wom-dk/wp-json`;
  const resolved = await upstream(`${api}/app/resolve?path=${encodeURIComponent(path)}`);
  if (!resolved.ok) return null;
  const { data: ref } = await resolved.json();
  // app/resolve says what the path is; the article's contents come with the second call.
  const response = await upstream(
    `${api}/wp/v2/composites/${ref.id}?with=contents,category,tags,teasers,vocabularies`,
  );
  if (!response.ok) return null;
  const { data } = await response.json();
  return data;
}

function srcSet(url) {
  return WIDTHS.map((w) => `${url}?auto=compress,format&w=${w}&q=55 ${w}w`).join(', ');
}

function Block({ block }) {
  switch (block.type) {
    case 'lead_paragraph':
      return <p className="lead">{block.description}</p>;
    case 'text_item':
      return <div dangerouslySetInnerHTML={{ __html: marked.parse(block.body ?? '') }} />;
    case 'image':
      return block.image ? (
        <figure>
          <img
            src={`${block.image.url}?w=800`}
            srcSet={srcSet(block.image.url)}
            sizes="(min-width: 1024px) 960px, 100vw"
            alt={block.image.alt ?? ''}
            width={800}
            height={Math.round(800 / (block.image.aspectratio ?? 1.5))}
            loading="lazy"
          />
        </figure>
      ) : null;
    default:
      return null;
  }
}

export function Article({ article }) {
  const published = new Date(article.published_at.date.replace(' ', 'T'));
  return (
    <>
      <a href="#main">Spring til indhold</a>
      <header>
        <a href="/">WOM</a>
        <nav aria-label="Hovedmenu">
          <ul>
            {MENU.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        <nav aria-label="Brødkrumme">
          <a href="/">Forside</a> /{' '}
          <a href={article.category?.data?.url ?? '/'}>{article.category?.data?.name}</a>
        </nav>
        <article>
          <h1>{article.title}</h1>
          <p>{article.description}</p>
          <p>
            <a href={article.author.url}>{article.author.name}</a>{' '}
            <time dateTime={published.toISOString()}>
              {published.toLocaleDateString('da-DK', { dateStyle: 'long' })}
            </time>{' '}
            · {article.estimated_reading_time} min
          </p>
          {article.lead_image ? (
            <img
              src={`${article.lead_image.url}?w=1024`}
              srcSet={srcSet(article.lead_image.url)}
              sizes="(min-width: 1024px) 960px, 100vw"
              alt={article.lead_image.alt ?? ''}
              width={1024}
              height={Math.round(1024 / (article.lead_image.aspectratio ?? 1.5))}
              fetchPriority="high"
            />
          ) : null}
          {(article.contents?.data ?? []).map((block) => (
            <Block key={block.uuid} block={block} />
          ))}
        </article>
      </main>
      <footer>
        <p>© WOM</p>
      </footer>
    </>
  );
}
