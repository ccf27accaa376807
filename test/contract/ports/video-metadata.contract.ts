import { describe, expect, it } from 'vitest';
import type { VideoMetadataPort } from '../../../src/ports/video-metadata.port';
import type { PortTarget } from './port-contract';

export interface VideoMetadataGiven {
  /** A media id the provider knows. */
  readonly knownId: string;
  /** A media id it does not know. */
  readonly unknownId: string;
}

/**
 * `VideoMetadataPort`: the metadata of a known media id; `null` (an answer) when unknown; the
 * failure, with its code and service, when the provider cannot be reached.
 */
export function videoMetadataPortContract(
  name: string,
  target: PortTarget<VideoMetadataPort, VideoMetadataGiven>,
) {
  describe(`VideoMetadataPort contract: ${name}`, () => {
    it('answers the metadata of a known media id', async () => {
      const { port, site, given } = await target.answering();
      const answer = await port.media(site, given.knownId);
      const media = answer.ok ? answer.value : null;
      expect(media?.id).toBe(given.knownId);
      expect(media?.name).toMatch(/\S/);
      if (media?.duration != null) expect(media.duration).toMatch(/^PT/);
    });

    it('answers null for a media id it does not know: an answer, not a failure', async () => {
      const { port, site, given } = await target.answering();
      expect(await port.media(site, given.unknownId)).toEqual({ ok: true, value: null });
    });

    it('answers the failure, its code and service, when the provider cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.media(site, 'a1b2c3d4')).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'video-provider', retryable: true },
      });
    });
  });
}
