import { describe, expect, it } from 'vitest';
import type { VideoMetadataPort } from '../../../src/ports/video-metadata.port';
import type { PortTarget } from './port-contract';

export interface VideoMetadataGiven {
  /** A media id the provider knows. */
  readonly knownId: string;
  /** A media id it does not know. */
  readonly unknownId: string;
}

/** `VideoMetadataPort`: the metadata of a known media id; `null` when unknown or down. */
export function videoMetadataPortContract(
  name: string,
  target: PortTarget<VideoMetadataPort, VideoMetadataGiven>,
) {
  describe(`VideoMetadataPort contract: ${name}`, () => {
    it('answers the metadata of a known media id', async () => {
      const { port, site, given } = await target.answering();
      const media = await port.media(site, given.knownId);
      expect(media?.id).toBe(given.knownId);
      expect(media?.name).toMatch(/\S/);
      if (media?.duration != null) expect(media.duration).toMatch(/^PT/);
    });

    it('answers null for a media id it does not know', async () => {
      const { port, site, given } = await target.answering();
      expect(await port.media(site, given.unknownId)).toBeNull();
    });

    it('answers null when the provider fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.media(site, 'a1b2c3d4')).toBeNull();
    });
  });
}
