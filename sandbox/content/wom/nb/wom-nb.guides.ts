import type { ArticleText } from '../../content-pack.types';
import {
  WOM_EBOOK_FILE,
  WOM_EBOOK_MATERIALS,
  WOM_HOME_GYM_AUDIO,
  WOM_HOME_GYM_MODEL,
} from '../wom.features';

export const WOM_NB_GUIDES: Readonly<Record<string, ArticleText>> = {
  'running-shoes-test': {
    slug: 'test-av-lopesko',
    title: 'Test: de beste løpeskoene for nybegynnere',
    postTitle: 'Test av løpesko',
    description: 'Vi har løpt over 300 kilometer i tre populære løpesko. Her er vinneren.',
    label: 'Test',
    body: [
      {
        lead: 'Den riktige skoen er den som føles behagelig fra første steg. Likevel er det store forskjeller i demping, vekt og holdbarhet.',
      },
      {
        text: '## Slik har vi testet\n\nTre testere har løpt minst 100 km i hver sko på asfalt, grus og tredemølle.\nVi har vurdert _komfort, stabilitet, vekt og pris_.',
      },
      {
        type: 'product',
        title: 'Cloudride 5',
        description: 'Myk, stabil og tilgivende. **Testvinner** for nybegynnere og tunge løpere.',
        image: 'shoe-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Svært god demping', 'Stabil i svingene', 'Holder lenge'],
        cons: ['Litt tung', 'Varm om sommeren'],
        price: { amount: '1799', currency: 'NOK' },
      },
      {
        type: 'product',
        title: 'Swift Racer',
        description: 'Lett og rask, men krever en del løpeerfaring.',
        image: 'shoe-b',
        rating: '4',
        maxRating: 5,
        pros: ['Bare 210 gram', 'God følelse for underlaget'],
        cons: ['Mindre demping', 'Smal passform'],
        price: { amount: '1999,90', currency: 'NOK' },
      },
      {
        type: 'product',
        title: 'Ridge Trail',
        description: 'For deg som løper i skogen. Grep i verdensklasse, men stiv på asfalt.',
        image: 'shoe-c',
        rating: '3,5',
        maxRating: 5,
        pros: ['Utmerket grep', 'Solid overdel'],
        cons: ['Stiv på asfalt', 'Tung'],
        price: null,
      },
      {
        type: 'quote',
        quote: 'Kjøp skoene sent på dagen, når føttene er litt hovne.',
        author: 'Magnus Dahl, testredaktør',
      },
    ],
  },
  'fitness-watch-test': {
    slug: 'test-av-sportsklokker',
    title: 'Test: sportsklokke eller aktivitetsarmbånd?',
    postTitle: 'Test av sportsklokker',
    description: 'Vi har sammenlignet en GPS-klokke og et aktivitetsarmbånd i seks uker.',
    label: 'Test',
    body: [
      {
        lead: 'En sportsklokke kan motivere deg, men bare hvis du bruker funksjonene du betaler for.',
      },
      {
        type: 'product',
        title: 'Pace GPS 2',
        description: 'Presis GPS, pulsmåling fra håndleddet og ti dagers batteritid.',
        image: 'watch-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Presis GPS', 'Lang batteritid', 'Gode treningsprogrammer'],
        cons: ['Stor på et smalt håndledd'],
        price: { amount: '3499', currency: 'NOK' },
      },
      {
        type: 'product',
        title: 'Move Band',
        description: 'Teller skritt og søvn fint, men mangler GPS.',
        image: 'watch-b',
        rating: '3',
        maxRating: 5,
        pros: ['Lett og diskret', 'Billig'],
        cons: ['Ingen GPS', 'Upresis puls ved intervaller'],
        price: { amount: '899', currency: 'NOK' },
      },
      {
        type: 'infobox',
        title: 'Vårt råd',
        body: 'Løper du mer enn to ganger i uka, er en GPS-klokke verdt pengene.\nVil du bare bevege deg mer i hverdagen, holder et armbånd.',
      },
    ],
  },
  'home-gym-gallery': {
    slug: 'innred-et-hjemmegym',
    title: 'Fire hjemmegym som gir lyst til å trene',
    postTitle: 'Fire hjemmegym som gir treningslyst',
    description:
      'Fra kjellerbod til stuehjørne: slik har fire lesere innredet treningsplassen sin.',
    label: 'Inspirasjon',
    guideMeta: { difficulty: 1, timeRequired: '1 helg', price: 'ca. 3 500 kr.' },
    body: [
      { lead: 'Du trenger ikke mye plass. Noen få kvadratmeter og riktig utstyr holder lenge.' },
      { type: 'chapters_summary' },
      { lead: '', title: 'Inspirasjon', chapter: true },
      {
        type: 'gallery',
        slider: true,
        title: 'Lesernes hjemmegym',
        description: 'Fire lesere viser hvordan de har fått plass til **treningen** hjemme.',
        images: [
          ['home-gym', 'Kristins lyse loftsrom med benk og justerbare manualer.'],
          ['home-gym-rack', 'Peders kjeller: et knebøystativ og gummimatter på gulvet.'],
          ['home-gym-bands', 'Strikker tar ingen plass og kan henge på en krok.'],
          ['home-gym-corner', 'Et hjørne av stua holder til yoga og kettlebell.'],
          ['dumbbells', null],
        ],
      },
      { lead: '', title: 'Slik kommer du i gang', chapter: true },
      {
        text: '## Start med det grunnleggende\n\nEn matte, et sett strikker og én kettlebell dekker de fleste øvelser. Kjøp mer når du har trent fast i tre måneder.',
      },
      {
        type: 'multimedia',
        title: 'Hjemmegym på 4 kvadratmeter',
        description:
          'Skissen viser hvor matte, stativ og vekter kan stå. Alle mål er i **centimeter**.',
        image: 'home-gym-corner',
      },
      {
        type: 'multimedia',
        title: 'Knebøystativet i 3D',
        description: 'Drei stativet, og se hvor mye plass det krever.',
        image: 'home-gym-rack',
        model: WOM_HOME_GYM_MODEL,
      },
      { lead: '', title: 'Lytt', chapter: true },
      {
        type: 'audio',
        title: 'Trenerens råd til hjemmegymmet ditt',
        path: WOM_HOME_GYM_AUDIO,
        caption: 'Fortalt av personlig trener Jonas Krogh',
        image: 'home-gym-bands',
      },
    ],
  },
  'creatine-faq': {
    slug: 'kreatin-sporsmal-og-svar',
    title: 'Kreatin: de 4 vanligste spørsmålene',
    postTitle: 'Kreatin: legen svarer på 4 spørsmål',
    description: 'Virker det, er det farlig, og hvor mye bør du ta? Legen svarer.',
    label: 'Spør legen',
    faq: [
      {
        question: 'Virker kreatin?',
        answer:
          'Ja. Kreatin er et av de best undersøkte kosttilskuddene og gir en liten, men sikker forbedring i korte, harde anstrengelser.',
      },
      {
        question: 'Hvor mye bør jeg ta?',
        answer: '3–5 gram om dagen er nok. Du trenger ingen _ladefase_.',
      },
      {
        question: 'Er kreatin skadelig for nyrene?',
        answer:
          'Hos friske mennesker viser studiene ingen skadelige virkninger. Har du en nyresykdom, snakk med legen din først.',
      },
      {
        question: 'Går jeg opp i vekt av kreatin?',
        answer: 'Ofte 1–2 kilo i starten, fordi musklene binder mer vann. Det er ikke fett.',
      },
    ],
    body: [
      {
        lead: 'Kreatin finnes naturlig i kjøtt og fisk og brukes av musklene til korte, eksplosive bevegelser.',
      },
      {
        text: '## Kort fortalt\n\nKreatin er trygt og virker for de fleste som styrketrener. Men det erstatter ikke trening, søvn og mat.\n\n~Kilde: International Society of Sports Nutrition, 2017~',
      },
    ],
  },
  'strength-ebook': {
    slug: 'e-bok-styrketrening-for-nybegynnere',
    title: 'E-bok: 12 uker med styrketrening for nybegynnere',
    postTitle: 'E-bok om styrketrening',
    description: 'Last ned programmet som pdf, og få øvelser, treningsdagbok og sjekklister.',
    label: 'E-bok',
    body: [
      {
        lead: 'Vårt mest populære program samlet i én fil som du kan skrive ut eller ha på telefonen.',
      },
      { type: 'material_guide', title: 'Dette trenger du', materialIds: WOM_EBOOK_MATERIALS },
      {
        type: 'file',
        title: 'Styrketrening for nybegynnere (pdf)',
        description: '42 sider med program, øvelser og treningsdagbok.',
        path: WOM_EBOOK_FILE,
        images: ['ebook'],
        locked: true,
      },
      {
        text: '## Innhold\n\n1. Slik bruker du programmet\n2. Uke 1–4: lær bevegelsene\n3. Uke 5–8: mer belastning\n4. Uke 9–12: test deg selv',
      },
    ],
  },
  'health-calculators': {
    slug: 'beregn-bmi-og-fettprosent',
    title: 'Beregn BMI og fettprosent',
    postTitle: 'BMI og fettprosent',
    description: 'To raske kalkulatorer, og hva tallene kan – og ikke kan – fortelle deg.',
    label: 'Kalkulator',
    body: [
      {
        lead: 'BMI er et grovt mål. Sammen med fettprosenten gir det et bedre bilde av helsen din.',
      },
      { type: 'calculator', calculator: 'bmi' },
      {
        text: '## Hva betyr BMI-en din?\n\nEn BMI mellom _18,5 og 24,9_ regnes som normalvekt.\nMen BMI skiller ikke mellom muskler og fett.',
      },
      { type: 'calculator', calculator: 'fat_percentage' },
      {
        type: 'infobox',
        title: 'Husk',
        body: 'Tallene er veiledende. Snakk med legen din hvis du er bekymret for vekten.',
      },
    ],
  },
  'calorie-calculator': {
    slug: 'beregn-kalori-og-proteinbehov',
    title: 'Beregn kalori- og proteinbehovet ditt',
    postTitle: 'Beregn kaloribehovet ditt',
    description: 'Finn ut hvor mye energi og protein kroppen din trenger hver dag.',
    label: 'Kalkulator',
    body: [
      { lead: 'Energibehovet ditt avhenger av alder, kjønn, vekt og særlig hvor aktiv du er.' },
      { type: 'calculator', calculator: 'calories' },
      {
        text: 'Vil du gå ned i vekt, spis _300–500 kcal_ under behovet ditt. Mer enn det går ut over musklene.',
      },
      { type: 'calculator', calculator: 'protein' },
    ],
  },
  'pulse-zones': {
    slug: 'finn-pulssonene-dine',
    title: 'Finn pulssonene dine og løp smartere',
    postTitle: 'Finn pulssonene dine',
    description: 'De fleste løper for hardt på de rolige turene. Pulssonene hjelper deg å styre.',
    label: 'Kalkulator',
    body: [
      { lead: 'Med fem pulssoner kan du gi hver økt et tydelig formål.' },
      {
        text: '## De fem sonene\n\n- **Sone 1–2:** rolig prat, grunnform\n- **Sone 3:** tempo\n- **Sone 4:** terskel\n- **Sone 5:** korte intervaller',
      },
      { type: 'calculator', calculator: 'pulse_rate' },
    ],
  },
  'due-date': {
    slug: 'terminkalkulator',
    title: 'Terminkalkulator: når kommer babyen?',
    postTitle: 'Når kommer babyen?',
    description: 'Beregn termindatoen ut fra første dag i siste menstruasjon.',
    label: 'Kalkulator',
    body: [
      {
        lead: 'Et svangerskap varer i gjennomsnitt 280 dager regnet fra første dag i siste menstruasjon.',
      },
      { type: 'calculator', calculator: 'due_date' },
      {
        text: 'Bare rundt 4 prosent føder på selve termindatoen. Det er helt normalt å føde to uker før eller etter.',
      },
    ],
  },
  'contest-watch': {
    slug: 'vinn-en-gps-klokke',
    title: 'Konkurranse: vinn en GPS-klokke til 3499 kroner',
    postTitle: 'Vinn en GPS-klokke',
    description: 'Svar på ett spørsmål, og bli med i trekningen av testvinneren.',
    label: 'Konkurranse',
    body: [
      {
        lead: 'Vi trekker ut tre eksemplarer av Pace GPS 2, som vant testen vår av sportsklokker.',
      },
      {
        text: '## Slik deltar du\n\nSvar på spørsmålet i skjemaet: _Hvor mange pulssoner bruker man vanligvis?_\nKonkurransen avsluttes 30. juni, og vinnerne får direkte beskjed.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/wom-no/gps-klokke',
        title: 'Bli med i konkurransen',
        external: true,
        button: true,
      },
    ],
  },
  'training-apps': {
    slug: 'de-beste-treningsappene',
    title: 'De beste treningsappene: vi har testet fem',
    postTitle: 'Fem treningsapper testet',
    description: 'Gratis eller betalt? Vi har brukt fem apper i en måned og funnet favoritten.',
    label: 'Test',
    body: [
      {
        lead: 'En god app gir deg et program, holder oversikt over framgangen og minner deg på å trene.',
      },
      {
        type: 'inventory',
        title: 'Testen vår i tall',
        description: 'Prisene gjelder et månedsabonnement i **mai 2025**.',
        items: [
          ['heading', 'Pris per måned', null],
          ['default', 'StrongLog', '0 kr'],
          ['default', 'RunCoach', '89 kr'],
          ['default', 'Yogaly', '109 kr'],
          ['heading', 'Karakter', null],
          ['default', 'StrongLog', '5/6'],
          ['default', 'RunCoach', '4/6'],
          ['default', 'Yogaly', '4/6'],
          ['summary', 'Vår favoritt', 'StrongLog'],
        ],
      },
      {
        type: 'inserted_code',
        code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE?si=wom" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
      },
      {
        text: '## Favoritten vår\n\nStrongLog er gratis og gjør én ting veldig godt: den logger løftene dine.\nLes mer om appen på [utviklerens side](https://stronglog.example.com {"title":"StrongLog","target":"_blank","rel":"nofollow"}).',
      },
      {
        type: 'paragraph_list',
        title: 'Slik velger du riktig app',
        description: 'Tre spørsmål du bør stille før du betaler for en treningsapp.',
        image: null,
        collapsible: false,
        showNumbers: true,
        displayHint: 'ordered',
        items: [
          {
            title: 'Velg etter målet ditt',
            description:
              'Vil du bli sterkere, løpe lenger eller bare bevege deg mer? De beste appene er gode på **én** ting.',
            image: 'running-shoes',
          },
          {
            title: 'Prøv gratis først',
            description:
              'Bruk prøveperioden til å trene etter appens program i to uker før du binder deg.',
            image: null,
          },
          {
            title: 'Sjekk hva som skjer med dataene dine',
            description:
              'Les om appen deler treningsdataene dine med andre, og om du kan slette dem igjen.',
            image: null,
          },
        ],
      },
      {
        type: 'hotspot_image',
        title: 'Slik leser du et program i appen',
        description: 'Gå til et punkt for å se hva det betyr.',
        image: 'program',
        displayHint: 'ordered',
        hotspots: [
          ['Øvelsen', 'Navnet på øvelsen og en kort video av bevegelsen.', 0.3, 0.28],
          ['Sett og repetisjoner', '_3 × 10_ betyr tre sett med ti repetisjoner.', 0.62, 0.5],
          ['Pause', 'Hvor lenge du hviler mellom settene.', 0.45, 0.76],
        ],
      },
      {
        type: 'link',
        url: '/trening/utstyr/test-av-sportsklokker',
        title: 'Les også testen vår av sportsklokker',
        external: false,
        button: false,
      },
    ],
  },
};
