/**
 * The fakes of `test/fakes/` hold the same contracts as the adapters they stand in for: a test
 * that runs on a fake learns nothing the product would not do.
 */
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContentMarketing } from '../../fakes/content-marketing.fake';
import { CONTENT_API_TIMED_OUT, InMemoryContent } from '../../fakes/content.fake';
import { pageFixture, siteFixture, teaserFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import {
  FAKE_IDENTITY_CODE,
  IDENTITY_TIMED_OUT,
  InMemoryIdentity,
} from '../../fakes/identity.fake';
import { InMemoryMaterials, materialFixture } from '../../fakes/materials.fake';
import { InMemoryNewsletter } from '../../fakes/newsletter.fake';
import { InMemorySignup } from '../../fakes/signup.fake';
import { InMemorySearchRelay } from '../../fakes/search-relay.fake';
import { InMemorySitemaps } from '../../fakes/sitemap.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { InMemoryVideoMetadata, videoMetadataFixture } from '../../fakes/video-metadata.fake';
import { articleTeasersPortContract } from './article-teasers.contract';
import { contentMarketingPortContract } from './content-marketing.contract';
import { contentDownloadPortContract, contentPortContract } from './content.contract';
import { favouritesPortContract } from './favourites.contract';
import { identityPortContract } from './identity.contract';
import { materialsPortContract } from './materials.contract';
import { newsletterPortContract } from './newsletter.contract';
import { signupPortContract } from './signup.contract';
import { searchPortContract, searchRelayPortContract } from './search.contract';
import { sitemapPortContract } from './sitemap.contract';
import { subscriptionPortContract } from './subscription.contract';
import { videoMetadataPortContract } from './video-metadata.contract';

const site = siteFixture();
const otherSite = siteFixture({ id: 'wom-se', market: 'se', locale: 'sv-SE', language: 'sv' });

/** A fake twice: as it answers, and with `down` set. */
function fakeTarget<P extends { down: boolean }, G>(make: () => P, given: G) {
  return {
    answering: () => ({ port: make(), site, given }),
    failing: () => {
      const port = make();
      port.down = true;
      return { port, site };
    },
  };
}

function content(term = 'protein'): InMemoryContent {
  const fake = new InMemoryContent();
  fake.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  const training = { id: 11, title: 'Træning', url: '/traening', target: null, rel: null };
  fake.menuData = { main: [{ ...training, children: [] }], footer: [], user: [], secondary: [] };
  fake.searchResults = {
    query: term,
    teasers: [teaserFixture(), teaserFixture()],
    pagination: { page: 1, perPage: 10, total: 2, totalPages: 1 },
    facets: [],
  };
  return fake;
}

contentPortContract('InMemoryContent', {
  ...fakeTarget(() => content(), { pagePath: '/', missingPath: '/findes-ikke' }),
  timingOut: () => {
    const port = content();
    port.down = true;
    port.failure = CONTENT_API_TIMED_OUT;
    return { port, site };
  },
});
contentDownloadPortContract(
  'InMemoryContent',
  fakeTarget(
    () => {
      const fake = content();
      fake.downloads.set('files/strength-program.pdf', {
        bytes: new TextEncoder().encode('%PDF-1.4'),
        contentType: 'application/pdf',
        fileName: 'strength-program.pdf',
      });
      return fake;
    },
    {
      key: 'files/strength-program.pdf',
      contentType: 'application/pdf',
      fileName: 'strength-program.pdf',
      missingKey: 'files/findes-ikke.pdf',
    },
  ),
);
searchPortContract(
  'InMemoryContent',
  fakeTarget(() => content('protein'), { term: 'protein' }),
);
searchRelayPortContract(
  'InMemorySearchRelay',
  fakeTarget(() => new InMemorySearchRelay(), { term: 'protein' }),
);
newsletterPortContract(
  'InMemoryNewsletter',
  fakeTarget(() => new InMemoryNewsletter(), {}),
);
signupPortContract('InMemorySignup', {
  answering: () => ({
    port: new InMemorySignup(),
    site: withSignup(site),
    given: { siteWithout: site },
  }),
  failing: () => {
    const port = new InMemorySignup();
    port.down = true;
    return { port, site: withSignup(site) };
  },
});

function withSignup(without: typeof site): typeof site {
  return {
    ...without,
    upstreams: { ...without.upstreams, signup: 'https://signup.example/users' },
  };
}

materialsPortContract(
  'InMemoryMaterials',
  fakeTarget(() => new InMemoryMaterials().add(materialFixture('4101'), materialFixture('4102')), {
    knownIds: ['4101', '4102'],
  }),
);
contentMarketingPortContract(
  'InMemoryContentMarketing',
  fakeTarget(() => {
    const fake = new InMemoryContentMarketing();
    fake.stories = [
      teaserFixture({ commercialType: 'content_marketing' }),
      teaserFixture({ commercialType: 'content_marketing' }),
      teaserFixture({ commercialType: 'content_marketing' }),
    ];
    return fake;
  }, {}),
);
videoMetadataPortContract(
  'InMemoryVideoMetadata',
  fakeTarget(() => new InMemoryVideoMetadata().add(videoMetadataFixture('Ab12Cd34')), {
    knownId: 'Ab12Cd34',
    unknownId: 'missing',
  }),
);
subscriptionPortContract(
  'InMemorySubscription',
  fakeTarget(
    () => {
      const fake = new InMemorySubscription();
      fake.subscribers.add('paying');
      return fake;
    },
    {
      serviceUrl: 'http://subscription.test',
      token: 'token',
      subscriberId: 'paying',
      nonSubscriberId: 'free',
    },
  ),
);
favouritesPortContract(
  'InMemoryFavourites',
  fakeTarget(() => new InMemoryFavourites(), { otherSite }),
);
articleTeasersPortContract(
  'InMemoryArticleTeasers',
  fakeTarget(
    () =>
      new InMemoryArticleTeasers().add(
        teaserFixture({ id: 501 }),
        teaserFixture({ id: 502 }),
        teaserFixture({ id: 503, status: 'draft' }),
      ),
    { publishedIds: [501, 502], unknownId: 999, draftId: 503 },
  ),
);
sitemapPortContract(
  'InMemorySitemaps',
  fakeTarget(
    () =>
      new InMemorySitemaps().add('category', [
        [{ url: `${site.siteDomain}/traening`, lastModified: null }],
      ]),
    { type: 'category' },
  ),
);
identityPortContract('InMemoryIdentity', {
  ...fakeTarget(() => new InMemoryIdentity().withAccount('reader@wom.test', 'Reader-2026'), {
    email: 'reader@wom.test',
    password: 'Reader-2026',
    code: FAKE_IDENTITY_CODE,
  }),
  timingOut: () => {
    const port = new InMemoryIdentity();
    port.down = true;
    port.failure = IDENTITY_TIMED_OUT;
    return { port, site };
  },
});
