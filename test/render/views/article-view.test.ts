import { describe, expect, it } from 'vitest';
import { article, chrome, site, sitePage, textWidget } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

const html = renderBody(sitePage({ type: 'article', article: article() }));

describe('the article view', () => {
  it('shows the category breadcrumb, parent first', () => {
    expect(html).toContain(
      '<nav class="breadcrumb" aria-label="Brødkrummesti"><ol class="breadcrumb__list"><li class="breadcrumb__item"><a href="/traening">Træning</a></li><li class="breadcrumb__item"><a href="/traening/styrke">Styrke</a></li></ol></nav>',
    );
  });

  it('has the title as the only h1 and the description', () => {
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('<h1 class="article__title">5 øvelser til stærke ben</h1>');
    expect(html).toContain(
      '<p class="article__description">Sådan får du stærkere ben på 20 minutter.</p>',
    );
  });

  it('loads the lead image eagerly with high priority and every other image lazily', () => {
    const lead = /<img class="article__lead-image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(lead).toContain('loading="eager"');
    expect(lead).toContain('fetchPriority="high"');
    const others = html.match(/<img(?![^>]*article__lead-image)[^>]*>/g) ?? [];
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) expect(image).toContain('loading="lazy"');
  });

  it('shows the author with name, title and avatar', () => {
    expect(html).toContain('<a href="/author/anne-holm">Anne Holm</a>');
    expect(html).toContain('<span class="byline__role">Journalist</span>');
    expect(html).toMatch(
      /<img class="avatar" src="https:\/\/images\.wom\.dk\/wp-content\/uploads\/anne\.jpg\?auto=compress,format&amp;w=48&amp;h=48/,
    );
  });

  it('places the author name where the byline translation puts it', () => {
    expect(html).toContain(
      '<span class="byline__by">Af </span><a href="/author/anne-holm">Anne Holm</a>',
    );
    const finnish = renderBody(
      sitePage(
        { type: 'article', article: article() },
        { chrome: { ...chrome, translations: { 'article.by': 'Teksti: {name}' } } },
      ),
    );
    expect(finnish).toContain(
      '<span class="byline__by">Teksti: </span><a href="/author/anne-holm">',
    );
    expect(finnish).not.toContain('{name}');
  });

  it('formats published and updated dates in the site language', () => {
    expect(html).toContain('<time dateTime="2024-03-18T07:30:00">Udgivet 18. marts 2024</time>');
    expect(html).toContain('<time dateTime="2024-03-20T09:00:00">Opdateret 20. marts 2024</time>');
  });

  it('formats dates in German for a German site', () => {
    const german = sitePage(
      { type: 'article', article: article() },
      { chrome: { ...chrome, site: { ...site, language: 'de', locale: 'de-DE' } } },
    );
    expect(renderBody(german)).toContain('Veröffentlicht am 18. März 2024');
  });

  it('leaves out the updated date when it is the published day', () => {
    const same = renderBody(
      sitePage({ type: 'article', article: article({ updatedAt: '2024-03-18T09:00:00' }) }),
    );
    expect(same).not.toContain('Opdateret');
  });

  it('shows the reading time', () => {
    expect(html).toContain('<span>4 min. læsetid</span>');
  });

  it('renders text, image and lead paragraph widgets', () => {
    expect(html).toContain('<p class="lead-paragraph__text">Ben er vigtige.</p>');
    expect(html).toContain('<h2 id="forste-ovelse">Første øvelse</h2>');
    expect(html).toContain('<p>Squat <em>langsomt</em>.</p>');
    expect(html).toContain(
      '<figcaption class="article-figure__caption">Figur 1 © WOM</figcaption>',
    );
  });

  it('renders nothing for locked and unsupported widgets', () => {
    expect(html).not.toContain('Låst indhold');
    expect(html).not.toContain('calculator');
  });

  it('sanitises text widgets', () => {
    const hostile = renderBody(
      sitePage({
        type: 'article',
        article: article({
          widgets: [textWidget('Hej <script>alert(1)</script> [x](javascript:alert(2))')],
        }),
      }),
    );
    expect(hostile).not.toMatch(/<script|javascript:/i);
  });

  it('lists only public tags', () => {
    expect(html).toContain('<a class="chip" href="/tags/ben">Ben</a>');
    expect(html).not.toContain('Intern');
    expect(html).not.toContain('Bannerblock');
    expect(html).not.toContain('Content Marketing');
  });

  it('renders the FAQ as disclosure widgets with markdown answers', () => {
    const faq = renderBody(
      sitePage({
        type: 'article',
        article: article({ faq: [{ question: 'Hvor tit?', answer: 'Tre _gange_.' }] }),
      }),
    );
    expect(faq).toContain(
      '<summary class="faq__question">Hvor tit?</summary><div class="faq__answer prose"><p>Tre <em>gange</em>.</p>',
    );
  });

  it('works without category, author, lead image and dates', () => {
    const bare = renderBody(
      sitePage({
        type: 'article',
        article: article({
          category: null,
          author: null,
          leadImage: null,
          publishedAt: null,
          updatedAt: null,
          readingTime: null,
          tags: [],
        }),
      }),
    );
    expect(bare).toContain('<h1 class="article__title">');
    expect(bare).not.toContain('breadcrumb');
    expect(bare).not.toContain('article__lead');
  });
});
