import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A cookie jar over inject: what a browser keeps between requests. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(setCookie: string | string[] | undefined): void {
    const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of list) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  /** The CSRF token of the last form page seen (its hidden `_csrf` field). */
  csrf = '';
  takeForm(html: string): void {
    const match = /name="_csrf" value="([^"]+)"/.exec(html);
    if (match?.[1] !== undefined) this.csrf = match[1];
  }

  /** Opens a page as a browser would: sends this jar's cookies, keeps the new ones and its token. */
  async open(app: FastifyInstance, url: string, host: string): Promise<LightMyRequestResponse> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { host, cookie: this.header() },
    });
    this.take(response.headers['set-cookie']);
    this.takeForm(response.body);
    return response;
  }
}
