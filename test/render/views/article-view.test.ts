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

  it('puts the top-level category before the parent when the category has one', () => {
    const deep = renderBody(
      sitePage({
        type: 'article',
        article: article({
          category: {
            id: 21,
            name: 'Knæbøjninger',
            url: '/traening/styrke/knaeboejninger',
            parent: { id: 11, name: 'Styrke', url: '/traening/styrke' },
            ancestor: { id: 1, name: 'Træning', url: '/traening' },
          },
        }),
      }),
    );
    const trail = /<ol class="breadcrumb__list">.*?<\/ol>/.exec(deep)?.[0] ?? '';
    expect([...trail.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/traening',
      '/traening/styrke',
      '/traening/styrke/knaeboejninger',
    ]);
  });

  it('shows the article’s vocabularies with terms as facts, never the editorial type', () => {
    const withFacts = renderBody(
      sitePage({
        type: 'article',
        article: article({
          vocabularies: [
            {
              name: 'Editorial Type',
              taxonomy: 'editorial_type',
              terms: [{ name: 'Opskrift', url: null }],
            },
            {
              name: 'Måltid',
              taxonomy: 'meal',
              terms: [{ name: 'Morgenmad', url: '/meal/morgenmad' }],
            },
            { name: 'Kost', taxonomy: 'diet', terms: [] },
          ],
        }),
      }),
    );
    const facts = /<dl class="article-vocabularies">.*?<\/dl>/.exec(withFacts)?.[0] ?? '';
    expect(facts).toContain('<dt class="article-vocabularies__name">Måltid</dt>');
    expect(facts).toContain('<span class="chip">Morgenmad</span>');
    expect(facts).not.toContain('Opskrift');
    expect(facts).not.toContain('Kost');
  });

  it("shows the editors' author line and a food plan's week above the title", () => {
    const plan = renderBody(
      sitePage({
        type: 'article',
        article: article({
          template: 'food-plan',
          weekNumber: '06-2021',
          authorDescription: 'Opskrifter: Sofie Lund',
        }),
      }),
    );
    expect(plan).toContain('<p class="article__kicker">Uge 6 · 2021</p><h1');
    expect(plan).toContain('<p class="byline__note">Opskrifter: Sofie Lund</p>');
    expect(html).not.toContain('article__kicker');
    expect(html).not.toContain('byline__note');
  });

  it("shows a workout video's facts with units and the article's recording under the byline", () => {
    const workout = renderBody(
      sitePage({
        type: 'article',
        article: article({
          template: 'workout-video',
          videoMeta: { duration: '00:24:10', workoutTime: '20', workoutLevel: 'Let' },
          audio: {
            title: 'Lyt til artiklen',
            file: { url: 'https://www.wom.dk/lyd.mp3', title: 'lyd', caption: null },
            image: null,
            minutes: 6,
          },
        }),
      }),
    );
    expect(workout).toContain(
      '<dl class="guide-facts"><div class="guide-facts__fact"><dt class="guide-facts__label">Varighed</dt><dd class="guide-facts__value">24:10</dd></div><div class="guide-facts__fact"><dt class="guide-facts__label">Tid</dt><dd class="guide-facts__value">20 min</dd></div><div class="guide-facts__fact"><dt class="guide-facts__label">Niveau</dt><dd class="guide-facts__value">Let</dd></div></dl>',
    );
    // Under the byline, after the lead image: the headline and the image share the first screen.
    const audio =
      /<div class="article__meta container">.*?<div class="article__content/.exec(workout)?.[0] ??
      '';
    expect(workout.indexOf('article__meta')).toBeGreaterThan(workout.indexOf('article__header'));
    expect(audio).toContain('src="https://www.wom.dk/lyd.mp3"');
    expect(audio).toContain('Lyt til artiklen');
    expect(html).not.toContain('article__audio');
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
    expect(html).toContain(
      '<time dateTime="2024-03-18T07:30:00+01:00">Udgivet 18. marts 2024</time>',
    );
    expect(html).toContain(
      '<time dateTime="2024-03-20T09:00:00+01:00">Opdateret 20. marts 2024</time>',
    );
  });

  it('shows dates on the calendar of the site zone, with the full ISO value in dateTime', () => {
    // 23:30 UTC on 28 January is 00:30 on the 29th in Copenhagen and in Stockholm.
    const late = article({
      publishedAt: '2022-01-28T23:30:00Z',
      updatedAt: '2022-02-03T13:05:42+01:00',
    });
    const danish = renderBody(sitePage({ type: 'article', article: late }));
    expect(danish).toContain(
      '<time dateTime="2022-01-29T00:30:00+01:00">Udgivet 29. januar 2022</time>',
    );
    expect(danish).toContain(
      '<time dateTime="2022-02-03T13:05:42+01:00">Opdateret 3. februar 2022</time>',
    );
    const swedish = renderBody(
      sitePage(
        { type: 'article', article: late },
        { chrome: { ...chrome, site: { ...site, market: 'se', language: 'sv', locale: 'sv-SE' } } },
      ),
    );
    expect(swedish).toContain('dateTime="2022-01-29T00:30:00+01:00"');
    expect(swedish).toContain('29 januari 2022');
    const finnish = renderBody(
      sitePage(
        { type: 'article', article: article({ publishedAt: '2022-01-28T22:30:00Z' }) },
        { chrome: { ...chrome, site: { ...site, market: 'fi', language: 'fi', locale: 'fi-FI' } } },
      ),
    );
    expect(finnish).toContain('<time dateTime="2022-01-29T00:30:00+02:00">');
    expect(finnish).toContain('29. tammikuuta 2022');
  });

  it('gives every time element a full ISO date-time with an offset', () => {
    const times = html.match(/<time dateTime="[^"]*"/g) ?? [];
    expect(times.length).toBeGreaterThan(0);
    for (const time of times)
      expect(time).toMatch(/dateTime="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}"/);
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

  it('says when the article was featured, when that is another day than its publication', () => {
    const featured = renderBody(
      sitePage({ type: 'article', article: article({ featuredAt: '2024-03-19T06:00:00+01:00' }) }),
    );
    expect(featured).toContain(
      '<time dateTime="2024-03-19T06:00:00+01:00">Fremhævet 19. marts 2024</time>',
    );
    const sameDay = renderBody(
      sitePage({ type: 'article', article: article({ featuredAt: '2024-03-18T09:00:00+01:00' }) }),
    );
    expect(sameDay).not.toContain('Fremhævet');
    expect(html).not.toContain('Fremhævet');
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

describe('the paywall', () => {
  const paywall = {
    mode: 'blocks',
    subscriptionWord: 'abonnement',
    loginHref: '/users/sign_in?returnUri=%2Fa&locale=da-DK',
  } as const;
  const widgets = [
    textWidget('Første afsnit', 0),
    textWidget('Andet afsnit', 1),
    textWidget('Tredje afsnit', 2),
  ];

  function articleWith(beforeWidget: number): string {
    return renderBody(
      sitePage({
        type: 'article',
        article: article({ widgets, faq: [{ question: 'Hvor tit?', answer: 'Tre gange.' }] }),
        paywall: { ...paywall, beforeWidget },
      }),
    );
  }

  it('stands in the article body before the first locked widget', () => {
    const page = articleWith(1);
    const body = /<div class="article-body">.*?<\/div><section class="faq">/s.exec(page)?.[0] ?? '';
    expect(body).toContain('<aside class="paywall paywall--blocks"');
    expect(body.indexOf('Første afsnit')).toBeLessThan(body.indexOf('class="paywall'));
    expect(body.indexOf('class="paywall')).toBeLessThan(body.indexOf('Andet afsnit'));
    expect(count(page, '<aside class="paywall ')).toBe(1);
  });

  it('stands before the tags and the FAQ, never after them', () => {
    const page = articleWith(3);
    expect(page.indexOf('class="paywall')).toBeGreaterThan(page.indexOf('Tredje afsnit'));
    expect(page.indexOf('class="paywall')).toBeLessThan(page.indexOf('class="faq"'));
    expect(page.indexOf('class="paywall')).toBeLessThan(page.indexOf('class="article-tags"'));
  });

  it('stands first when nothing of the body is open', () => {
    const page = articleWith(0);
    expect(page).toContain('<div class="article-body"><aside class="paywall paywall--blocks"');
  });

  it('says the rest is for subscribers once, in the box, not also as a locked note', () => {
    const page = articleWith(1);
    expect(page).toContain('Læs videre med et abonnement');
    expect(page).toContain('href="/users/sign_in?returnUri=%2Fa&amp;locale=da-DK"');
    expect(page).not.toContain('article-body__locked');
  });

  it('is absent without a paywall view', () => {
    expect(html).not.toContain('class="paywall');
  });
});
