import type { FastifyInstance } from 'fastify';

const PERMISSION_TEXTS: Readonly<Record<string, string>> = {
  'da-DK':
    'Ja tak, jeg vil gerne modtage nyhedsbreve med træning, opskrifter og gode tilbud fra {brand} på e-mail. Jeg kan til enhver tid afmelde mig via linket i nyhedsbrevet. Læs mere i vores privatlivspolitik.',
  'sv-SE':
    'Ja tack, jag vill få nyhetsbrev med träning, recept och erbjudanden från {brand} via e-post. Jag kan när som helst avsluta prenumerationen via länken i nyhetsbrevet. Läs mer i vår integritetspolicy.',
  'nb-NO':
    'Ja takk, jeg vil gjerne motta nyhetsbrev med trening, oppskrifter og gode tilbud fra {brand} på e-post. Jeg kan når som helst melde meg av via lenken i nyhetsbrevet. Les mer i personvernerklæringen vår.',
  'fi-FI':
    'Kyllä kiitos, haluan saada {brand}-uutiskirjeitä treenistä, resepteistä ja eduista sähköpostiini. Voin perua tilauksen milloin tahansa uutiskirjeen linkistä. Lue lisää tietosuojaselosteestamme.',
  'nl-NL':
    'Ja, ik ontvang graag nieuwsbrieven van {brand} met trainingstips, recepten en aanbiedingen per e-mail. Ik kan me altijd afmelden via de link in de nieuwsbrief. Lees meer in onze privacyverklaring.',
};

const EMAIL = /^[^\s@]+@[^\s@]+$/;

interface SignUpBody {
  readonly email?: unknown;
  readonly newsletter_ids?: unknown;
  readonly brand_code?: unknown;
  readonly locale?: unknown;
}

/**
 * The newsletter service: `GET api/v1/newsletters/permission_text` and `POST sign_up`.
 * Sign-ups live in memory for the life of the process; a repeated address answers 409.
 */
export function registerNewsletterService(app: FastifyInstance): void {
  const subscribed = new Set<string>();

  app.get<{ Querystring: { brand_code?: string; locale?: string } }>(
    '/newsletter/api/v1/newsletters/permission_text',
    async (request, reply) => {
      const locale = request.query.locale ?? 'da-DK';
      const brand = request.query.brand_code ?? 'WOM';
      const text = PERMISSION_TEXTS[locale];
      if (text === undefined) return reply.status(404).send({ error: 'unknown locale' });
      return {
        data: {
          text: text.replaceAll('{brand}', brand),
          newsletter_ids: [1, brand === 'COS' ? 21 : 11],
          version: '2026-09',
        },
      };
    },
  );

  app.post<{ Body: SignUpBody }>('/newsletter/sign_up', async (request, reply) => {
    const { email, newsletter_ids: ids, brand_code: brand } = request.body;
    if (
      typeof email !== 'string' ||
      !EMAIL.test(email.trim()) ||
      !Array.isArray(ids) ||
      typeof brand !== 'string'
    ) {
      return reply.status(400).send({ error: 'email, newsletter_ids and brand_code are required' });
    }
    const key = `${brand}:${email.trim().toLowerCase()}`;
    if (subscribed.has(key)) return reply.status(409).send({ status: 'already_subscribed' });
    subscribed.add(key);
    return reply.status(201).send({ status: 'subscribed' });
  });
}
