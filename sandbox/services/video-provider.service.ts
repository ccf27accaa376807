import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The ids the product asks for: any UUID-shaped id, as its VideoObject rule accepts. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The video provider's public media endpoint (`/v2/media/{id}`, JW Player style). Every UUID media
 * id answers with deterministic metadata (the content pack's videos use UUIDs); anything else is 404.
 */
export function registerVideoProviderService(
  app: FastifyInstance,
  options: { readonly publicOrigin: () => string },
): void {
  app.get<{ Params: { id: string } }>('/video/v2/media/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) return reply.status(404).send({ error: 'media not found' });
    const hash = createHash('sha256').update(id).digest();
    const duration = 60 + (hash.readUInt16BE(0) % 1500);
    const pubdate = 1_735_689_600 + (hash.readUInt32BE(2) % 31_536_000);
    const origin = options.publicOrigin();
    return {
      playlist: [
        {
          mediaid: id,
          title: `Video ${id.slice(0, 8)}`,
          description: 'Training video from the WOM video library.',
          image: `${origin}/services/video/thumbnails/${id}.jpg`,
          pubdate,
          duration,
          link: `${origin}/services/video/players/${id}`,
          sources: [{ file: `${origin}/services/video/media/${id}.mp4`, type: 'video/mp4' }],
        },
      ],
    };
  });
}
