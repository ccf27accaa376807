import sharp from 'sharp';
import type { OriginalImageSpec } from '../store/sandbox.store';
import { placeholderSvg } from './placeholder-svg.renderer';

export interface Original {
  readonly jpeg: Buffer;
  readonly width: number;
  readonly height: number;
}

const ORIGINAL_QUALITY = 85;

/**
 * The image host's originals: real JPEGs rendered with sharp from a generated SVG on first
 * request and kept in memory (a few dozen images, each rendered once).
 */
export class ImageOriginals {
  private readonly rendered = new Map<string, Promise<Original>>();

  constructor(private readonly specs: ReadonlyMap<string, OriginalImageSpec>) {}

  /** The original at `path` (under `wp-content/uploads/`), or `null` when there is none. */
  get(path: string): Promise<Original> | null {
    const spec = this.specs.get(path);
    if (spec === undefined) return null;
    let original = this.rendered.get(path);
    if (original === undefined) {
      original = render(spec);
      this.rendered.set(path, original);
      void original.catch(() => this.rendered.delete(path));
    }
    return original;
  }
}

async function render(spec: OriginalImageSpec): Promise<Original> {
  const jpeg = await sharp(Buffer.from(placeholderSvg(spec)))
    .jpeg({ quality: ORIGINAL_QUALITY, mozjpeg: true })
    .toBuffer();
  return { jpeg, width: spec.width, height: spec.height };
}
