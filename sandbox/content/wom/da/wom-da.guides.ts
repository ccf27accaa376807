import type { ArticleText } from '../../content-pack.types';
import {
  WOM_EBOOK_FILE,
  WOM_EBOOK_MATERIALS,
  WOM_HOME_GYM_AUDIO,
  WOM_HOME_GYM_MODEL,
} from '../wom.features';

export const WOM_DA_GUIDES: Readonly<Record<string, ArticleText>> = {
  'running-shoes-test': {
    slug: 'test-af-lobesko',
    title: 'Test: de bedste løbesko til begyndere',
    postTitle: 'Test af løbesko',
    description: 'Vi har løbet over 300 kilometer i tre populære løbesko. Her er vinderen.',
    label: 'Test',
    body: [
      {
        lead: 'Den rigtige sko er den, der føles behagelig fra første skridt. Alligevel er der store forskelle på dæmpning, vægt og holdbarhed.',
      },
      {
        text: '## Sådan har vi testet\n\nTre testere har løbet mindst 100 km i hver sko på asfalt, grus og løbebånd.\nVi har vurderet _komfort, stabilitet, vægt og pris_.',
      },
      {
        type: 'product',
        title: 'Cloudride 5',
        description: 'Blød, stabil og tilgivende. **Testvinder** for begyndere og tunge løbere.',
        image: 'shoe-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Meget god dæmpning', 'Stabil i svingene', 'Holder længe'],
        cons: ['Lidt tung', 'Varm om sommeren'],
        price: { amount: '1199,95', currency: 'DKK' },
      },
      {
        type: 'product',
        title: 'Swift Racer',
        description: 'Let og hurtig, men kræver en vis løbeerfaring.',
        image: 'shoe-b',
        rating: '4',
        maxRating: 5,
        pros: ['Kun 210 gram', 'God fornemmelse for underlaget'],
        cons: ['Mindre dæmpning', 'Smal pasform'],
        price: { amount: '1399', currency: 'DKK' },
      },
      {
        type: 'product',
        title: 'Ridge Trail',
        description: 'Til dig, der løber i skoven. Greb i verdensklasse, men stiv på asfalt.',
        image: 'shoe-c',
        rating: '3,5',
        maxRating: 5,
        pros: ['Fremragende greb', 'Robust overdel'],
        cons: ['Stiv på asfalt', 'Tung'],
        price: null,
      },
      {
        type: 'quote',
        quote: 'Køb skoene sidst på dagen, når fødderne er lidt hævede.',
        author: 'Jonas Krogh, testredaktør',
      },
    ],
  },
  'fitness-watch-test': {
    slug: 'test-af-sportsure',
    title: 'Test: sportsur eller aktivitetsarmbånd?',
    postTitle: 'Test af sportsure',
    description: 'Vi har sammenlignet et GPS-ur og et aktivitetsarmbånd i seks uger.',
    label: 'Test',
    body: [
      {
        lead: 'Et sportsur kan motivere dig, men kun hvis du bruger de funktioner, du betaler for.',
      },
      {
        type: 'product',
        title: 'Pace GPS 2',
        description: 'Præcis GPS, pulsmåling fra håndleddet og en batteritid på ti dage.',
        image: 'watch-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Præcis GPS', 'Lang batteritid', 'Gode træningsprogrammer'],
        cons: ['Stor på et smalt håndled'],
        price: { amount: '2499', currency: 'DKK' },
      },
      {
        type: 'product',
        title: 'Move Band',
        description: 'Tæller skridt og søvn fint, men mangler GPS.',
        image: 'watch-b',
        rating: '3',
        maxRating: 5,
        pros: ['Let og diskret', 'Billig'],
        cons: ['Ingen GPS', 'Upræcis puls ved intervaller'],
        price: { amount: '599', currency: 'DKK' },
      },
      {
        type: 'infobox',
        title: 'Vores råd',
        body: 'Løber du mere end to gange om ugen, er et GPS-ur pengene værd.\nVil du bare bevæge dig mere i hverdagen, er et armbånd nok.',
      },
    ],
  },
  'home-gym-gallery': {
    slug: 'indret-et-hjemmegym',
    title: 'Fire hjemmegym, der giver lyst til at træne',
    postTitle: 'Fire hjemmegym, der giver lyst',
    description:
      'Fra kælderrum til stuehjørne: sådan har fire læsere indrettet deres træningsplads.',
    label: 'Inspiration',
    guideMeta: { difficulty: 1, timeRequired: '1 weekend', price: 'ca. 3.000 kr.' },
    body: [
      {
        lead: 'Du behøver ikke meget plads. Et par kvadratmeter og det rigtige udstyr rækker langt.',
      },
      { type: 'chapters_summary' },
      { lead: '', title: 'Inspiration', chapter: true },
      {
        type: 'gallery',
        slider: true,
        title: 'Læsernes hjemmegym',
        description: 'Fire læsere viser, hvordan de har fået plads til **træningen** derhjemme.',
        images: [
          ['home-gym', 'Mettes lyse loftsrum med bænk og justerbare håndvægte.'],
          ['home-gym-rack', 'Peters kælder: et squatstativ og gummimåtter på gulvet.'],
          ['home-gym-bands', 'Elastikker fylder ingenting og kan hænge på en krog.'],
          ['home-gym-corner', 'Et hjørne af stuen rækker til yoga og kettlebell.'],
          ['dumbbells', null],
        ],
      },
      { lead: '', title: 'Sådan kommer du i gang', chapter: true },
      {
        text: '## Start med det basale\n\nEn måtte, et sæt elastikker og én kettlebell dækker de fleste øvelser. Køb mere, når du har trænet fast i tre måneder.',
      },
      {
        type: 'multimedia',
        title: 'Hjemmegym på 4 kvadratmeter',
        description:
          'Skitsen viser, hvor måtte, stativ og vægte kan stå. Alle mål er i **centimeter**.',
        image: 'home-gym-corner',
      },
      {
        type: 'multimedia',
        title: 'Squatstativet i 3D',
        description: 'Drej stativet, og se, hvor meget plads det kræver.',
        image: 'home-gym-rack',
        model: WOM_HOME_GYM_MODEL,
      },
      { lead: '', title: 'Lyt med', chapter: true },
      {
        type: 'audio',
        title: 'Trænerens råd til dit hjemmegym',
        path: WOM_HOME_GYM_AUDIO,
        caption: 'Fortalt af personlig træner Jonas Krogh',
        image: 'home-gym-bands',
      },
    ],
  },
  'creatine-faq': {
    slug: 'kreatin-spoergsmaal-og-svar',
    title: 'Kreatin: de 4 oftest stillede spørgsmål',
    postTitle: 'Kreatin: lægen svarer på 4 spørgsmål',
    description: 'Virker det, er det farligt, og hvor meget skal du tage? Lægen svarer.',
    label: 'Spørg lægen',
    faq: [
      {
        question: 'Virker kreatin?',
        answer:
          'Ja. Kreatin er et af de bedst undersøgte kosttilskud og giver en lille, men sikker forbedring i korte, hårde anstrengelser.',
      },
      {
        question: 'Hvor meget skal jeg tage?',
        answer: '3-5 gram om dagen er nok. Du behøver ikke en _opladningsfase_.',
      },
      {
        question: 'Er kreatin skadeligt for nyrerne?',
        answer:
          'Hos raske mennesker viser studierne ingen skadelige virkninger. Har du en nyresygdom, så tal med din læge først.',
      },
      {
        question: 'Tager jeg på af kreatin?',
        answer: 'Ofte 1-2 kilo i starten, fordi musklerne binder mere vand. Det er ikke fedt.',
      },
    ],
    body: [
      {
        lead: 'Kreatin findes naturligt i kød og fisk og bruges af musklerne til korte, eksplosive bevægelser.',
      },
      {
        text: '## Kort fortalt\n\nKreatin er sikkert og virker for de fleste, der styrketræner. Men det erstatter ikke træning, søvn og mad.\n\n~Kilde: International Society of Sports Nutrition, 2017~',
      },
    ],
  },
  'strength-ebook': {
    slug: 'e-bog-styrketraening-for-begyndere',
    title: 'E-bog: 12 ugers styrketræning for begyndere',
    postTitle: 'E-bog om styrketræning',
    description: 'Hent programmet som pdf, og få øvelser, træningsdagbog og tjeklister.',
    label: 'E-bog',
    body: [
      {
        lead: 'Vores mest populære program samlet i én fil, som du kan printe eller have på telefonen.',
      },
      {
        type: 'material_guide',
        title: 'Det skal du bruge',
        materialIds: WOM_EBOOK_MATERIALS,
      },
      {
        type: 'file',
        title: 'Styrketræning for begyndere (pdf)',
        description: '42 sider med program, øvelser og træningsdagbog.',
        path: WOM_EBOOK_FILE,
        images: ['ebook'],
        locked: true,
      },
      {
        text: '## Indhold\n\n1. Sådan bruger du programmet\n2. Uge 1-4: lær bevægelserne\n3. Uge 5-8: mere belastning\n4. Uge 9-12: test dig selv',
      },
    ],
  },
  'health-calculators': {
    slug: 'beregn-bmi-og-fedtprocent',
    title: 'Beregn dit BMI og din fedtprocent',
    postTitle: 'BMI og fedtprocent',
    description: 'To hurtige beregnere, og hvad tallene kan – og ikke kan – fortælle dig.',
    label: 'Beregner',
    body: [
      {
        lead: 'BMI er et groft mål. Sammen med fedtprocenten giver det et bedre billede af din sundhed.',
      },
      { type: 'calculator', calculator: 'bmi' },
      {
        text: '## Hvad betyder dit BMI?\n\nEt BMI mellem _18,5 og 24,9_ regnes som normalvægt.\nMen BMI skelner ikke mellem muskler og fedt.',
      },
      { type: 'calculator', calculator: 'fat_percentage' },
      {
        type: 'infobox',
        title: 'Husk',
        body: 'Tallene er vejledende. Tal med din læge, hvis du er bekymret for din vægt.',
      },
    ],
  },
  'calorie-calculator': {
    slug: 'beregn-kalorie-og-proteinbehov',
    title: 'Beregn dit kalorie- og proteinbehov',
    postTitle: 'Beregn dit kaloriebehov',
    description: 'Find ud af, hvor meget energi og protein din krop har brug for hver dag.',
    label: 'Beregner',
    body: [
      { lead: 'Dit energibehov afhænger af alder, køn, vægt og især hvor aktiv du er.' },
      { type: 'calculator', calculator: 'calories' },
      {
        text: 'Vil du tabe dig, så spis _300-500 kcal_ under dit behov. Mere end det går ud over musklerne.',
      },
      { type: 'calculator', calculator: 'protein' },
    ],
  },
  'pulse-zones': {
    slug: 'find-dine-pulszoner',
    title: 'Find dine pulszoner og løb smartere',
    postTitle: 'Find dine pulszoner',
    description:
      'De fleste løber for hårdt på de rolige ture. Pulszonerne hjælper dig med at styre.',
    label: 'Beregner',
    body: [
      { lead: 'Med fem pulszoner kan du give hver træning et klart formål.' },
      {
        text: '## De fem zoner\n\n- **Zone 1-2:** rolig snak, grundform\n- **Zone 3:** tempo\n- **Zone 4:** tærskel\n- **Zone 5:** korte intervaller',
      },
      { type: 'calculator', calculator: 'pulse_rate' },
    ],
  },
  'due-date': {
    slug: 'terminsberegner',
    title: 'Terminsberegner: hvornår kommer barnet?',
    postTitle: 'Hvornår kommer barnet?',
    description: 'Beregn din terminsdato ud fra første dag i din sidste menstruation.',
    label: 'Beregner',
    body: [
      {
        lead: 'En graviditet varer i gennemsnit 280 dage regnet fra første dag i sidste menstruation.',
      },
      { type: 'calculator', calculator: 'due_date' },
      {
        text: 'Kun omkring 4 procent føder på selve terminsdatoen. Det er helt normalt at føde to uger før eller efter.',
      },
    ],
  },
  'contest-watch': {
    slug: 'vind-et-gps-ur',
    title: 'Konkurrence: vind et GPS-ur til 2.499 kr.',
    postTitle: 'Vind et GPS-ur',
    description: 'Svar på ét spørgsmål, og vær med i lodtrækningen om testvinderen.',
    label: 'Konkurrence',
    body: [
      { lead: 'Vi udlodder tre eksemplarer af Pace GPS 2, der vandt vores test af sportsure.' },
      {
        text: '## Sådan deltager du\n\nSvar på spørgsmålet i formularen: _Hvor mange pulszoner bruger man typisk?_\nKonkurrencen slutter 30. juni, og vinderne får direkte besked.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/wom-dk/gps-ur',
        title: 'Deltag i konkurrencen',
        external: true,
        button: true,
      },
    ],
  },
  'training-apps': {
    slug: 'de-bedste-traeningsapps',
    title: 'De bedste træningsapps: vi har testet fem',
    postTitle: 'Fem træningsapps testet',
    description: 'Gratis eller betalt? Vi har brugt fem apps i en måned og fundet vores favorit.',
    label: 'Test',
    body: [
      {
        lead: 'En god app giver dig et program, holder styr på fremgangen og minder dig om at træne.',
      },
      {
        type: 'inventory',
        title: 'Vores test i tal',
        description: 'Priserne er for et månedsabonnement i **maj 2025**.',
        items: [
          ['heading', 'Pris pr. måned', null],
          ['default', 'StrongLog', '0 kr.'],
          ['default', 'RunCoach', '59 kr.'],
          ['default', 'Yogaly', '79 kr.'],
          ['heading', 'Karakter', null],
          ['default', 'StrongLog', '5/6'],
          ['default', 'RunCoach', '4/6'],
          ['default', 'Yogaly', '4/6'],
          ['summary', 'Vores favorit', 'StrongLog'],
        ],
      },
      {
        type: 'inserted_code',
        code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE?si=wom" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
      },
      {
        text: '## Vores favorit\n\nStrongLog er gratis og gør én ting rigtig godt: den logger dine løft.\nLæs mere om appen på [udviklerens side](https://stronglog.example.com {"title":"StrongLog","target":"_blank","rel":"nofollow"}).',
      },
      {
        type: 'paragraph_list',
        title: 'Sådan vælger du den rigtige app',
        description: 'Tre spørgsmål, du skal stille, før du betaler for en træningsapp.',
        image: null,
        collapsible: false,
        showNumbers: true,
        displayHint: 'ordered',
        items: [
          {
            title: 'Vælg efter dit mål',
            description:
              'Vil du blive stærkere, løbe længere eller bare røre dig mere? De bedste apps er gode til **én** ting.',
            image: 'running-shoes',
          },
          {
            title: 'Prøv den gratis først',
            description:
              'Brug prøveperioden på at træne efter appens program i to uger, før du binder dig.',
            image: null,
          },
          {
            title: 'Tjek, hvad der sker med dine data',
            description:
              'Læs, om appen deler dine træningsdata med andre, og om du kan slette dem igen.',
            image: null,
          },
        ],
      },
      {
        type: 'hotspot_image',
        title: 'Sådan læser du et program i appen',
        description: 'Gå til et punkt for at se, hvad det betyder.',
        image: 'program',
        displayHint: 'ordered',
        hotspots: [
          ['Øvelsen', 'Navnet på øvelsen og en kort video af bevægelsen.', 0.3, 0.28],
          ['Sæt og gentagelser', '_3 × 10_ betyder tre sæt med ti gentagelser.', 0.62, 0.5],
          ['Pause', 'Hvor længe du hviler mellem sættene.', 0.45, 0.76],
        ],
      },
      {
        type: 'link',
        url: '/traening/udstyr/test-af-sportsure',
        title: 'Læs også vores test af sportsure',
        external: false,
        button: false,
      },
    ],
  },
};
