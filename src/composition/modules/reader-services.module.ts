import { ContentMarketingHttpAdapter } from '../../adapters/content-marketing/content-marketing-http.adapter';
import { MaterialsHttpAdapter } from '../../adapters/materials/materials-http.adapter';
import { NewsletterHttpAdapter } from '../../adapters/newsletter/newsletter-http.adapter';
import { VideoProviderHttpAdapter } from '../../adapters/video-provider/video-provider-http.adapter';
import { family } from '../binding';
import { ID } from '../identifiers';

/** The services around the articles: newsletter, materials, content marketing, video metadata. */
export const readerServicesModule = family((provide) => {
  provide(
    ID.newsletter,
    (get) =>
      new NewsletterHttpAdapter({ http: get(ID.upstream)('newsletter'), logger: get(ID.logger) }),
  );
  provide(
    ID.materials,
    (get) =>
      new MaterialsHttpAdapter({
        http: get(ID.upstream)('materials'),
        logger: get(ID.logger),
        token: get(ID.config).materialsToken ?? null,
      }),
  );
  provide(
    ID.contentMarketing,
    (get) =>
      new ContentMarketingHttpAdapter({
        http: get(ID.upstream)('content-marketing'),
        logger: get(ID.logger),
      }),
  );
  provide(
    ID.videoMetadata,
    (get) =>
      new VideoProviderHttpAdapter({
        http: get(ID.upstream)('video-provider'),
        logger: get(ID.logger),
      }),
  );
});
