import type { ArticleText } from '../../content-pack.types';

/** COS Danmark: home, design and do-it-yourself articles. */
export const COS_DA_HOME: Readonly<Record<string, ArticleText>> = {
  'small-living-room': {
    slug: 'indret-en-lille-stue',
    title: 'Indret en lille stue: 7 greb, der giver mere plads',
    postTitle: '7 greb til en lille stue',
    description: 'Stylistens bedste tricks til stuen på 15 kvadratmeter – uden at købe nyt.',
    label: 'Guide',
    body: [
      {
        lead: 'En lille stue bliver ikke større af at stå tom. Den bliver større af, at hver ting har en plads – og af lys, der kan komme ind.',
      },
      {
        text: '## 1. Gå op i højden\n\nHylder helt op til loftet trækker øjet opad og giver opbevaring uden at tage gulvplads.\n\n## 2. Vælg møbler på ben\n\nNår du kan se gulvet under sofaen, virker rummet _lettere_.',
      },
      { image: 'living-room' },
      {
        text: '## 3. Ét stort tæppe frem for to små\n\nTæppet skal gå ind under forbenene på sofaen og stolene.\n\n## 4. Spejl over for vinduet\n\nEt stort spejl fordobler dagslyset.\n\n## 5. Runde former\n\nEt rundt sofabord er nemmere at gå udenom.\n\n## 6. Samme farve på væg og gardin\n\nSå forsvinder kanterne.\n\n## 7. Lys i tre højder\n\nLoftlampe, læselampe og en lille lampe i vindueskarmen.',
      },
      {
        type: 'quote',
        quote: 'Ryd ud, før du køber nyt. Det er det billigste kvadratmeter, du får.',
        author: 'Camilla Friis, stylist',
      },
      {
        text: 'Leder du efter den rigtige stol? Læs vores [test af loungestole](/bolig/design/test-af-loungestole).',
      },
    ],
  },
  'colour-trends': {
    slug: 'arets-farver-salviegron-og-terrakotta',
    title: 'Årets farver: salviegrøn og varm terrakotta',
    postTitle: 'Årets farver',
    description: 'Malerproducenterne er enige: 2025 bliver dæmpet, jordnært og roligt.',
    label: 'Nyhed',
    body: [
      {
        lead: 'Efter flere år med hvide vægge vender farverne tilbage – men de er blødere og mere jordnære end før.',
      },
      {
        text: '## Sådan bruger du dem\n\nMal én væg i salviegrøn bag sofaen, og lad resten være lyse.\nTerrakotta passer til træ, hør og messing.\n\n~Kilde: de fire store malerproducenters farvekort for 2025~',
      },
      {
        type: 'infobox',
        title: 'Prøv før du maler',
        body: 'Køb en prøvedåse, og mal et stort stykke pap.\nSe farven om morgenen, midt på dagen og om aftenen.',
        highlight: true,
      },
    ],
  },
  'paint-kitchen': {
    slug: 'mal-dine-kokkenlager',
    title: 'Mal dine køkkenlåger: sådan bliver resultatet holdbart',
    postTitle: 'Mal køkkenlåger',
    description: 'Et nyt køkken for under 1.500 kroner. Tømreren viser trin for trin.',
    label: 'Gør det selv',
    body: [
      {
        lead: 'Låger i folie, laminat eller træ kan males – hvis du affedter og sliber grundigt. Det er forarbejdet, der afgør, om malingen holder.',
      },
      {
        text: '## Det skal du bruge\n\n- Grundrens eller sukkersæbe\n- Sandpapir, korn 180 og 240\n- Hæftegrunder\n- Snedkermaling, halvblank\n- Skumrulle og en god pensel',
      },
      {
        text: '## Trin for trin\n\n1. Skru lågerne af, og nummerér dem.\n2. Affedt grundigt, og skyl med rent vand.\n3. Slib let med korn 180, og støv af.\n4. Påfør hæftegrunder, og lad den tørre et døgn.\n5. Mal to tynde lag med let mellemslibning.\n\nLad lågerne hærde en uge, før du bruger dem hårdt.',
        locked: true,
      },
      { image: 'kitchen', locked: true },
    ],
  },
  'before-after': {
    slug: 'for-og-efter-lejlighed-pa-52-kvm',
    title: 'Før og efter: Sofies toværelses på 52 kvadratmeter',
    postTitle: 'Før og efter',
    description: 'Mørkt gulvtæppe og brun væg blev til en lys og rolig lejlighed på tre måneder.',
    label: 'Boligbesøg',
    body: [
      {
        lead: 'Da Sofie overtog lejligheden på Frederiksberg, var alt brunt. I dag er den lys, varm og fuld af genbrug.',
      },
      {
        type: 'gallery',
        title: 'Lejligheden før og efter',
        images: [
          ['apartment-before', 'Før: gulvtæppe, brune vægge og kun én lampe.'],
          ['apartment', 'Efter: lakerede plankegulve og vægge i varm hvid.'],
          ['apartment-bedroom', 'Soveværelset fik hør, en væglampe og et stort skab.'],
          ['apartment-hall', 'Entréen er smal, så knager og et spejl gør arbejdet.'],
        ],
      },
      {
        text: '## Det kostede det\n\nGulvet blev slebet for 9.000 kroner. Resten er maling, genbrug og weekender.\n\n_»Jeg købte kun én ny ting: sofaen,«_ siger Sofie.',
      },
    ],
  },
  'lounge-chair-test': {
    slug: 'test-af-loungestole',
    title: 'Test: tre loungestole, du kan sidde i hele aftenen',
    postTitle: 'Test af loungestole',
    description: 'Vi har siddet, læst og sovet middagslur i tre populære stole i en måned.',
    label: 'Test',
    body: [
      {
        lead: 'En god loungestol skal være smuk, men den skal først og fremmest kunne holde til en hel søndag med en bog.',
      },
      {
        type: 'product',
        title: 'Hvile Eg',
        description: 'Massiv eg og sort læder. **Testvinder**: fast, rank og smuk fra alle sider.',
        image: 'chair-a',
        rating: '5',
        maxRating: 6,
        pros: ['Fremragende siddekomfort', 'Flot håndværk', 'Læderet patinerer smukt'],
        cons: ['Dyr', 'Tung at flytte'],
        price: { amount: '12995', currency: 'DKK' },
      },
      {
        type: 'product',
        title: 'Rund Uld',
        description: 'Blød og omsluttende. Perfekt til at krølle sig sammen i.',
        image: 'chair-b',
        rating: '4,5',
        maxRating: 6,
        pros: ['Meget blød', 'Aftageligt betræk'],
        cons: ['Stor i et lille rum'],
        price: { amount: '6499', currency: 'DKK' },
      },
      {
        // The shape upstream sends (points per parameter, a fact table); the other two use the
        // newer API's rating, pros and cons. The product reads both.
        type: 'product',
        title: 'Kurv Rattan',
        description: 'Let og luftig – kan også stå i udestuen.',
        image: 'chair-c',
        price: '1.899,95 kr.',
        winner: false,
        bestBuy: true,
        maxPoints: 6,
        items: [
          ['Komfort', '3'],
          ['Kvalitet', '4'],
          ['Pris', '6'],
        ],
        detailsTitle: 'Fakta',
        details: [
          ['heading', 'Mål', null],
          ['default', 'Bredde', '78 cm'],
          ['default', 'Materiale', 'Rattan og stål'],
          ['summary', 'Samlet vurdering', 'Bedste køb'],
        ],
      },
      {
        type: 'infobox',
        title: 'Sådan har vi testet',
        body: 'Fire testere har brugt hver stol i mindst en uge.\nVi har vurderet komfort, kvalitet, udseende og pris.',
      },
    ],
  },
  'contest-rug': {
    slug: 'vind-et-handvaevet-uldtaeppe',
    title: 'Konkurrence: vind et håndvævet uldtæppe til 7.500 kr.',
    postTitle: 'Vind et uldtæppe',
    description: 'Fortæl os, hvilket rum i dit hjem der trænger mest til et tæppe.',
    label: 'Konkurrence',
    body: [
      { lead: 'Vi udlodder et håndvævet tæppe i ren new zealandsk uld, 170 × 240 cm.' },
      {
        text: '## Sådan deltager du\n\nSkriv i formularen, hvilket rum tæppet skal ligge i, og hvorfor.\nKonkurrencen slutter 15. juni. Vinderen får direkte besked.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/cos-dk/uldtaeppe',
        title: 'Deltag i konkurrencen',
        external: true,
        button: true,
      },
    ],
  },
  'sofa-partner': {
    slug: 'sadan-vaelger-du-den-rigtige-sofa',
    title: 'Sådan vælger du den rigtige sofa til dit hjem',
    postTitle: 'Den rigtige sofa',
    description: 'Modul, hjørne eller to personer? Fem spørgsmål, du skal stille dig selv.',
    label: 'Annonce',
    commercialLabel: 'Annonce',
    body: [
      { lead: 'Denne artikel er lavet i samarbejde med en dansk sofaproducent.' },
      {
        text: '## Fem spørgsmål før du køber\n\n1. Hvor mange sidder i sofaen hver dag?\n2. Skal du kunne ligge ned?\n3. Har du børn eller dyr?\n4. Hvor meget plads er der – også i opgangen?\n5. Vil du kunne bygge om, når du flytter?',
      },
      {
        type: 'link',
        url: 'https://partner.example.com/sofa',
        title: 'Se modulsofaerne hos vores partner',
        external: true,
        button: true,
      },
    ],
  },
  'terrace-oil': {
    slug: 'olie-terrassen-rigtigt',
    title: 'Olie terrassen rigtigt – så holder træet i mange år',
    postTitle: 'Olie terrassen',
    description: 'Vælg den rigtige dag, rens grundigt, og smør ikke for tykt.',
    label: 'Gør det selv',
    body: [
      {
        lead: 'Træterrassen skal have olie en gang om året. Gør du det rigtigt, tager det en eftermiddag.',
      },
      {
        text: '## Vejret betyder alt\n\nVælg en tør dag med 15-25 grader og ingen sol direkte på brædderne.\nTræet skal have været tørt i mindst to døgn.',
      },
      {
        type: 'infobox',
        title: 'Tømrerens tip',
        body: 'Tør overskydende olie af efter 20 minutter. Olie, der ligger ovenpå, bliver klæbrig.',
      },
      {
        text: '## Trin for trin\n\n1. Fej, og skrub med terrasserens.\n2. Skyl, og lad træet tørre.\n3. Påfør olien med pensel i brædtets længderetning.\n4. Tør af efter 20 minutter.',
        locked: true,
      },
    ],
  },
};
