import { z } from 'zod';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import type { VideoMetadata } from '../../domain/services/services.types';
import type { Site } from '../../domain/site/site.types';
import type { VideoMetadataPort } from '../../ports/video-metadata.port';
import type { AdapterLogger } from '../http-client/adapter-logger';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { readResource } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';

const mediaSchema = z.object({
  playlist: z
    .array(
      z.object({
        mediaid: z.string(),
        title: z.string(),
        description: z.string().default(''),
        image: z.string().nullable().default(null),
        pubdate: z.number().nullable().default(null),
        duration: z.number().nullable().default(null),
        link: z.string().nullable().default(null),
        sources: z.array(z.object({ file: z.string(), type: z.string().default('') })).default([]),
      }),
    )
    .min(1),
});

/** Seconds to an ISO 8601 duration: 750 → PT12M30S. */
export function isoDurationOfSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || whole === 0 ? `${rest}S` : ''}`;
}

/** The video provider's public media endpoint (`/v2/media/{id}`, JW Player style). */
export class VideoProviderHttpAdapter implements VideoMetadataPort {
  constructor(
    private readonly deps: { readonly http: UpstreamHttpClient; readonly logger: AdapterLogger },
  ) {}

  async media(site: Site, mediaId: string): Promise<Outcome<VideoMetadata | null>> {
    const base = site.upstreams.videoProvider;
    if (base === null || !/^[\w-]{1,64}$/.test(mediaId)) return succeeded(null);
    const result = await this.deps.http.send({
      operation: 'media',
      url: new URL(`${base}/v2/media/${encodeURIComponent(mediaId)}`),
      read: (response) =>
        readResource(response, (body) =>
          readParsed(mediaSchema, body, ({ playlist }): VideoMetadata | null => {
            const item = playlist[0];
            if (item === undefined) return null;
            const mp4 =
              item.sources.find((source) => source.type === 'video/mp4') ?? item.sources[0];
            return {
              id: item.mediaid,
              name: item.title,
              description: item.description,
              thumbnailUrl: item.image,
              uploadDate:
                item.pubdate === null ? null : new Date(item.pubdate * 1000).toISOString(),
              duration: item.duration === null ? null : isoDurationOfSeconds(item.duration),
              contentUrl: mp4?.file ?? null,
              embedUrl: item.link,
            };
          }),
        ),
    });
    if (result.ok) return succeeded(result.value);
    return failed(
      this.deps.http.logFailure(this.deps.logger, result.error, {}, 'video metadata failed'),
    );
  }
}
