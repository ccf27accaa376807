import { describe, expect, it } from 'vitest';
import type { VideoData } from '../../../src/domain/content/content.types';
import { isoClock } from '../../../src/domain/structured-data/iso-duration.rules';
import {
  needsVideoMetadata,
  withVideoMetadata,
} from '../../../src/domain/structured-data/video-metadata.rules';
import { videoMetadataFixture } from '../../fakes/video-metadata.fake';

const ID = '3f6c2a1e-8b4d-4c7a-9e2f-51d0b7a4c913';

function video(overrides: Partial<VideoData> = {}): VideoData {
  return {
    videoId: ID,
    name: null,
    description: null,
    embedUrl: 'https://videos.example.com/embed/x',
    contentUrl: null,
    thumbnailUrl: null,
    uploadDate: null,
    duration: null,
    ...overrides,
  };
}

const complete = video({
  name: 'Squat',
  description: 'Sådan laver du squat.',
  thumbnailUrl: 'http://127.0.0.1:4100/wp-content/uploads/squat.jpg',
  uploadDate: '2025-04-03T15:20:00',
});

describe('needsVideoMetadata', () => {
  it('asks for a UUID video that lacks a field its VideoObject requires', () => {
    expect(needsVideoMetadata(video())).toBe(true);
    expect(needsVideoMetadata({ ...complete, uploadDate: null })).toBe(true);
  });

  it('leaves a video alone when every required field is there', () => {
    expect(needsVideoMetadata(complete)).toBe(false);
  });

  it('leaves a video alone whose id can never get a VideoObject', () => {
    expect(needsVideoMetadata(video({ videoId: '0_kb7swing25' }))).toBe(false);
    expect(needsVideoMetadata(video({ videoId: null }))).toBe(false);
  });
});

describe('withVideoMetadata', () => {
  it('fills the missing fields from the provider, in the widget shapes', () => {
    expect(withVideoMetadata(video(), videoMetadataFixture(ID))).toEqual({
      videoId: ID,
      name: 'Squat step by step',
      description: 'How to squat with good form.',
      embedUrl: 'https://videos.example.com/embed/x',
      contentUrl: `https://cdn.videos.example/media/${ID}.mp4`,
      thumbnailUrl: `https://cdn.videos.example/thumbs/${ID}.jpg`,
      uploadDate: '2025-04-03T13:20:00.000Z',
      duration: '00:03:40',
    });
  });

  it('keeps what the editor wrote', () => {
    const merged = withVideoMetadata({ ...complete, uploadDate: null }, videoMetadataFixture(ID));
    expect(merged.name).toBe('Squat');
    expect(merged.description).toBe('Sådan laver du squat.');
    expect(merged.uploadDate).toBe('2025-04-03T13:20:00.000Z');
  });

  it('ignores metadata of another media id', () => {
    const other = videoMetadataFixture('9a0e4b7c-2d6f-4e81-b3c5-7f1a2e9d6b40');
    expect(withVideoMetadata(video(), other)).toEqual(video());
  });

  it('does not take empty provider texts as values', () => {
    const merged = withVideoMetadata(video(), videoMetadataFixture(ID, { description: ' ' }));
    expect(merged.description).toBeNull();
  });
});

describe('isoClock', () => {
  it('turns ISO 8601 durations into hh:mm:ss', () => {
    expect(isoClock('PT3M40S')).toBe('00:03:40');
    expect(isoClock('PT1H2M3S')).toBe('01:02:03');
    expect(isoClock('PT0S')).toBe('00:00:00');
    expect(isoClock('P1DT1S')).toBe('24:00:01');
  });

  it('answers null for what it cannot read', () => {
    expect(isoClock(null)).toBeNull();
    expect(isoClock('P')).toBeNull();
    expect(isoClock('PT')).toBeNull();
    expect(isoClock('3 minutes')).toBeNull();
  });
});

describe('needsVideoMetadata, each required field', () => {
  it.each(['name', 'description', 'thumbnailUrl', 'uploadDate'] as const)(
    'asks when only the %s is missing',
    (field) => {
      expect(needsVideoMetadata({ ...complete, [field]: null })).toBe(true);
    },
  );
});

describe('withVideoMetadata, provider values it does not take', () => {
  it('leaves a video without an id alone', () => {
    const withoutId = video({ videoId: null });
    expect(withVideoMetadata(withoutId, videoMetadataFixture(ID))).toEqual(withoutId);
  });

  it('matches the media id in any case', () => {
    const merged = withVideoMetadata(video(), videoMetadataFixture(ID.toUpperCase()));
    expect(merged.name).toBe('Squat step by step');
  });

  it('takes an upload date only when it reads as a date, with or without a zone', () => {
    const uploadDate = (value: string | null) =>
      withVideoMetadata(video(), videoMetadataFixture(ID, { uploadDate: value })).uploadDate;
    expect(uploadDate('2025-04-03T15:20:00')).toBe('2025-04-03T15:20:00');
    expect(uploadDate('2025-04-03T15:20:00+02:00')).toBe('2025-04-03T15:20:00+02:00');
    expect(uploadDate('2025-04-03 15:20:00Z')).toBe('2025-04-03 15:20:00Z');
    expect(uploadDate('2025-04-03')).toBe('2025-04-03');
    expect(uploadDate('on 2025-04-03T15:20:00')).toBeNull();
    expect(uploadDate('2025-04-03T15:20:0')).toBeNull();
    expect(uploadDate('2025-02-30T15:20:00')).toBeNull();
    expect(uploadDate('2025-04-03T15:20:00 CEST')).toBeNull();
    expect(uploadDate(null)).toBeNull();
  });

  it("replaces the widget's unreadable upload date with the provider's", () => {
    const broken = video({ uploadDate: 'sometime in April' });
    expect(needsVideoMetadata(broken)).toBe(true);
    expect(withVideoMetadata(broken, videoMetadataFixture(ID)).uploadDate).toBe(
      videoMetadataFixture(ID).uploadDate,
    );
  });

  it('leaves missing provider values missing', () => {
    const merged = withVideoMetadata(
      video(),
      videoMetadataFixture(ID, { thumbnailUrl: null, contentUrl: null, duration: null }),
    );
    expect(merged.thumbnailUrl).toBeNull();
    expect(merged.contentUrl).toBeNull();
    expect(merged.duration).toBeNull();
  });
});
