/**
 * Contract: prices through the market's format on the embedded default (product and sandbox
 * content API, which sends prices as the real API does: the editor's text such as "18995 kr" or
 * "329 €"). A cos-se product test, the wom-nl product test and a wom-no guide write every price
 * as Intl writes it in the market's currency, and none as the upstream text.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStack, type EmbeddedStack } from '../support/embedded-stack';

let stack: EmbeddedStack;

beforeAll(async () => {
  stack = await startEmbeddedStack();
}, 90_000);

afterAll(async () => {
  await (stack as EmbeddedStack | undefined)?.stop();
});

async function html(host: string, path: string): Promise<string> {
  const answer = await request(`http://127.0.0.1:${String(stack.port)}${path}`, {
    headers: { host },
  });
  expect(answer.statusCode).toBe(200);
  return (await answer.body.text()).replace(/&nbsp;|[\u00a0\u202f]/g, ' ');
}

/** The texts of the price paragraphs of the product boxes. */
function prices(page: string): string[] {
  return [...page.matchAll(/<p class="product__price">(.*?)<\/p>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, ''),
  );
}

describe('prices in the market format', () => {
  it('writes the cos-se chair test prices in Swedish crowns, the text one like the others', async () => {
    const page = await html('cos-se.localhost', '/boende/design/test-av-fatoljer');
    expect(prices(page)).toEqual(['Pris: 18 995 kr', 'Pris: 9 499 kr', 'Pris: 2 495 kr']);
    expect(page).not.toContain('18995 kr');
  });

  it('writes the wom-nl watch test prices in euros the Dutch way', async () => {
    const page = await html('wom-nl.localhost', '/training/uitrusting/test-sporthorloges');
    expect(prices(page)).toEqual(['Prijs: € 329', 'Prijs: € 79']);
    expect(page).not.toContain('329 €');
  });

  it("writes a guide's price in the market's format, keeping the editor's 'about' word", async () => {
    // The editor wrote "ca. 3 500 kr." on wom-no; Norwegian crowns are written "3 500 kr".
    const page = await html('wom-no.localhost', '/trening/utstyr/innred-et-hjemmegym');
    const text = page.replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(/ca\. 3 500 kr(?!\.)/);
  });
});
