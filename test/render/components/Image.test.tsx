import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '../../../src/render/components/Image';
import { RenderEnvProvider } from '../../../src/render/env/RenderEnv';
import { createTranslate } from '../../../src/render/i18n/translate';
import { image } from '../view-model.fixture';

const env = {
  t: createTranslate([]),
  language: 'da',
  timeZone: 'Europe/Copenhagen',
  images: { imageHost: 'http://127.0.0.1:4100', imgCdnDomain: 'images.wom.dk' },
} as const;

function render(element: React.ReactElement): string {
  return renderToString(<RenderEnvProvider env={env}>{element}</RenderEnvProvider>);
}

describe('Image', () => {
  it('sets width and height from the image aspect ratio so nothing shifts', () => {
    const html = render(<Image image={image({ aspectRatio: 2 })} sizes="100vw" />);
    expect(html).toContain('width="1000" height="500"');
  });

  it('sets width and height from the crop when one is asked', () => {
    expect(render(<Image image={image()} sizes="100vw" cropAspectRatio={1} />)).toContain(
      'width="1000" height="1000"',
    );
  });

  it('crops an image of unknown shape to 3:2', () => {
    const html = render(<Image image={image({ aspectRatio: null })} sizes="100vw" />);
    expect(html).toContain('width="1000" height="667"');
    expect(html).toContain('fit=crop');
  });

  it('is lazy by default', () => {
    const html = render(<Image image={image()} sizes="100vw" />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });

  it('is eager with high fetch priority for the lead image', () => {
    const html = render(<Image image={image()} sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('serves the CDN URL with a srcset and sizes', () => {
    const html = render(<Image image={image()} sizes="(min-width: 768px) 50vw, 100vw" />);
    expect(html).toContain(
      'src="https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&amp;w=1000&amp;q=60"',
    );
    expect(html).toMatch(/srcSet="[^"]*w=1024[^"]* 1024w,[^"]* 100w"/);
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
  });

  it('cuts a long alt text to 100 characters and three dots', () => {
    const html = render(<Image image={image({ alt: 'a'.repeat(120) })} sizes="100vw" />);
    expect(html).toContain(`alt="${'a'.repeat(100)}..."`);
  });

  it('has no srcset for an image the image server does not serve', () => {
    const html = render(
      <Image image={image({ url: 'https://elsewhere.example/a.jpg' })} sizes="100vw" />,
    );
    expect(html).toContain('src="https://elsewhere.example/a.jpg"');
    expect(html).not.toContain('srcSet');
  });
});
