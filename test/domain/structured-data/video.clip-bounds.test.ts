import { describe, expect, it } from 'vitest';
import type { VideoClip, VideoData } from '../../../src/domain/content/content.types';
import type { StructuredDataContext } from '../../../src/domain/structured-data/json-ld.types';
import { videoStructuredData } from '../../../src/domain/structured-data/video.structured-data';

const PAGE = 'https://www.wom.dk/traening/squat';

const context: StructuredDataContext = {
  brandCode: 'WOM',
  brandName: 'Woman',
  siteDomain: 'https://www.wom.dk',
  logoUrl: null,
  inLanguage: 'da-DK',
  timeZone: 'Europe/Copenhagen',
  pageUrl: PAGE,
  imageUrl: (url) => url,
};

function video(duration: string | null): VideoData {
  return {
    videoId: '3f2b8a1e-7c4d-4e5f-9a6b-1c2d3e4f5a6b',
    name: 'Squat-teknik',
    description: 'Sådan laver du en squat.',
    embedUrl: 'https://player.example.com/embed/squat',
    contentUrl: null,
    thumbnailUrl: 'https://images.example.com/squat.jpg',
    uploadDate: '2024-03-18T07:30:00',
    duration,
  };
}

function clip(title: string, startOffset: number, endOffset: number | null): VideoClip {
  return { title, startOffset, endOffset, url: null };
}

function clipsOf(duration: string | null, clips: readonly VideoClip[]) {
  const block = videoStructuredData(video(duration), { clips, seekToAction: false }, context);
  return block?.hasPart as readonly Record<string, unknown>[] | undefined;
}

describe('the clips of a VideoObject, at the edges of the video', () => {
  it('keeps every clip of a video whose length reads as zero (not known)', () => {
    expect(clipsOf('00:00:00', [clip('Opvarmning', 0, 30), clip('Squat', 30, null)])).toEqual([
      { '@type': 'Clip', name: 'Opvarmning', startOffset: 0, endOffset: 30, url: `${PAGE}?t=0` },
      { '@type': 'Clip', name: 'Squat', startOffset: 30, url: `${PAGE}?t=30` },
    ]);
  });

  it('gives a clip no end when its end is not after its start', () => {
    expect(clipsOf('00:12:30', [clip('Squat', 60, 60)])).toEqual([
      { '@type': 'Clip', name: 'Squat', startOffset: 60, url: `${PAGE}?t=60` },
    ]);
  });
});
