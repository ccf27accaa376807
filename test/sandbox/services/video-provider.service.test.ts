import { describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import { VIDEO_ID_PATTERN } from '../../../src/domain/structured-data/video.structured-data';
import { SITE_ORIGIN_TEMPLATE, useSandbox } from '../sandbox.harness';

const { sandbox, get } = useSandbox();

/** The media ids of every video widget in the content pack, once. */
function contentPackVideoIds(): string[] {
  const store = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE);
  const ids = new Set<string>();
  for (const site of store.all())
    for (const article of site.model.articles)
      for (const widget of article.widgets)
        if (
          widget.type === 'block' &&
          (widget.block.type === 'video' || widget.block.type === 'qbrick_video')
        )
          ids.add(widget.block.videoId);
  return [...ids];
}

describe('the sandbox video provider', () => {
  const ids = contentPackVideoIds();

  it('is asked about videos the content pack has', () => {
    expect(ids.filter((id) => VIDEO_ID_PATTERN.test(id)).length).toBeGreaterThan(0);
  });

  it('answers every media id of the content pack that can get a VideoObject', async () => {
    for (const id of ids.filter((media) => VIDEO_ID_PATTERN.test(media))) {
      const response = await get(`${sandbox().origin}/services/video/v2/media/${id}`);
      expect(response.status, id).toBe(200);
      const body = (await response.json()) as { playlist: { mediaid: string; title: string }[] };
      expect(body.playlist[0]?.mediaid).toBe(id);
    }
  });

  it('answers any UUID-shaped id the structured data accepts, whatever its version digit', async () => {
    const response = await get(
      `${sandbox().origin}/services/video/v2/media/00000000-0000-0000-0000-000000000000`,
    );
    expect(response.status).toBe(200);
  });

  it('answers 404 for an unknown media id', async () => {
    expect((await get(`${sandbox().origin}/services/video/v2/media/not-a-uuid`)).status).toBe(404);
  });
});
