import type { FastifyInstance } from 'fastify';

interface Sponsored {
  readonly title: string;
  readonly description: string;
  readonly sponsor: string;
  readonly slug: string;
}

const LABEL: Readonly<Record<string, string>> = {
  'da-DK': 'Annonce',
  'sv-SE': 'Annons',
  'nb-NO': 'Annonse',
  'fi-FI': 'Mainos',
  'nl-NL': 'Advertentie',
};

/** Sponsored stories per locale: what a partner would buy on a fitness and food magazine. */
const SPONSORED: Readonly<Record<string, readonly Sponsored[]>> = {
  'da-DK': [
    {
      title: 'Sådan vælger du de rigtige løbesko',
      description: 'En løbeekspert guider dig gennem pronation, drop og dæmpning.',
      sponsor: 'Løbeland',
      slug: 'loebesko-guide',
    },
    {
      title: 'Fem hurtige aftensmåltider med linser',
      description: 'Mættende, billige og klar på 20 minutter.',
      sponsor: 'Nordisk Bælgfrugt',
      slug: 'linser-aftensmad',
    },
    {
      title: 'Prøv holdtræning gratis i en uge',
      description: 'Find et hold nær dig, fra yoga til spinning.',
      sponsor: 'Fitnesskæden',
      slug: 'gratis-uge',
    },
  ],
  'sv-SE': [
    {
      title: 'Så väljer du rätt löparskor',
      description: 'En löpexpert guidar dig genom pronation, drop och dämpning.',
      sponsor: 'Löparbutiken',
      slug: 'loparskor-guide',
    },
    {
      title: 'Fem snabba middagar med linser',
      description: 'Mättande, billiga och klara på 20 minuter.',
      sponsor: 'Nordiska Baljväxter',
      slug: 'linser-middag',
    },
    {
      title: 'Testa gruppträning gratis i en vecka',
      description: 'Hitta ett pass nära dig, från yoga till spinning.',
      sponsor: 'Gymkedjan',
      slug: 'gratis-vecka',
    },
  ],
  'nb-NO': [
    {
      title: 'Slik velger du riktige løpesko',
      description: 'En løpeekspert guider deg gjennom pronasjon, dropp og demping.',
      sponsor: 'Løpebutikken',
      slug: 'lopesko-guide',
    },
    {
      title: 'Fem raske middager med linser',
      description: 'Mettende, rimelige og klare på 20 minutter.',
      sponsor: 'Nordiske Belgfrukter',
      slug: 'linser-middag',
    },
    {
      title: 'Prøv gruppetrening gratis i en uke',
      description: 'Finn en time nær deg, fra yoga til spinning.',
      sponsor: 'Treningskjeden',
      slug: 'gratis-uke',
    },
  ],
  'fi-FI': [
    {
      title: 'Näin valitset oikeat juoksukengät',
      description: 'Juoksuasiantuntija opastaa pronaatioon, droppiin ja vaimennukseen.',
      sponsor: 'Juoksukauppa',
      slug: 'juoksukengat',
    },
    {
      title: 'Viisi nopeaa linssiruokaa',
      description: 'Täyttäviä, edullisia ja valmiina 20 minuutissa.',
      sponsor: 'Pohjolan Palkokasvit',
      slug: 'linssiruoat',
    },
    {
      title: 'Kokeile ryhmäliikuntaa viikon ilmaiseksi',
      description: 'Löydä tunti läheltäsi joogasta spinningiin.',
      sponsor: 'Kuntoketju',
      slug: 'ilmainen-viikko',
    },
  ],
  'nl-NL': [
    {
      title: 'Zo kies je de juiste hardloopschoenen',
      description: 'Een hardloopexpert legt pronatie, drop en demping uit.',
      sponsor: 'Loopwinkel',
      slug: 'hardloopschoenen',
    },
    {
      title: 'Vijf snelle avondmaaltijden met linzen',
      description: 'Vullend, voordelig en klaar in 20 minuten.',
      sponsor: 'Noordelijke Peulvruchten',
      slug: 'linzen-recepten',
    },
    {
      title: 'Probeer een week gratis groepslessen',
      description: 'Vind een les bij jou in de buurt, van yoga tot spinning.',
      sponsor: 'Sportschoolketen',
      slug: 'gratis-week',
    },
  ],
};

/**
 * A picture for each story, in story order, per brand: originals of the brand's own image host
 * (`/wp-content/uploads/`, served by the sandbox and resized by its CDN) that fit the subject.
 */
const STORY_IMAGES: Readonly<Record<string, readonly string[]>> = {
  wom: ['2025/02/running-shoes.jpg', '2025/03/meal-prep.jpg', '2025/01/gym-floor.jpg'],
  cos: [
    'cos/2025/03/lounge-chairs.jpg',
    'cos/2025/01/cinnamon-buns.jpg',
    'cos/2025/04/balcony-garden.jpg',
  ],
};

/**
 * The content-marketing service: `GET api/v1/teasers?brand_code&locale&limit`. `publicOrigin` is
 * the image host's origin (the content API's), where the stories' pictures are.
 */
export function registerContentMarketingService(
  app: FastifyInstance,
  { publicOrigin }: { readonly publicOrigin: () => string },
): void {
  app.get<{ Querystring: { brand_code?: string; locale?: string; limit?: string } }>(
    '/cm/api/v1/teasers',
    async (request, reply) => {
      const locale = request.query.locale ?? 'da-DK';
      const stories = SPONSORED[locale];
      if (stories === undefined) return reply.status(404).send({ error: 'unknown locale' });
      const limit = Math.min(Math.max(Number(request.query.limit ?? '3') || 3, 1), stories.length);
      const brand = (request.query.brand_code ?? 'WOM').toLowerCase();
      return {
        data: stories.slice(0, limit).map((story, index) => ({
          id: 900_000 + index,
          title: story.title,
          description: story.description,
          url: `https://partner.example/${brand}/${story.slug}`,
          image_url: storyImage(publicOrigin(), brand, index),
          label: LABEL[locale] ?? 'Annonce',
          sponsor: story.sponsor,
        })),
      };
    },
  );
}

function storyImage(origin: string, brand: string, index: number): string | null {
  const path = STORY_IMAGES[brand]?.[index];
  return path === undefined ? null : `${origin}/wp-content/uploads/${path}`;
}
