import type { ArticleText } from '../../content-pack.types';
import {
  WOM_EBOOK_FILE,
  WOM_EBOOK_MATERIALS,
  WOM_HOME_GYM_AUDIO,
  WOM_HOME_GYM_MODEL,
} from '../wom.features';

export const WOM_FI_GUIDES: Readonly<Record<string, ArticleText>> = {
  'running-shoes-test': {
    slug: 'testissa-juoksukengat',
    title: 'Testissä: parhaat juoksukengät aloittelijalle',
    postTitle: 'Juoksukengät testissä',
    description: 'Juoksimme yli 300 kilometriä kolmella suositulla kengällä. Tässä voittaja.',
    label: 'Testi',
    body: [
      {
        lead: 'Oikea kenkä tuntuu mukavalta ensimmäisestä askeleesta lähtien. Silti vaimennuksessa, painossa ja kestävyydessä on suuria eroja.',
      },
      {
        text: '## Näin testasimme\n\nKolme testaajaa juoksi jokaisella kengällä vähintään 100 km asfaltilla, soralla ja juoksumatolla.\nArvioimme _mukavuuden, tuennan, painon ja hinnan_.',
      },
      {
        type: 'product',
        title: 'Cloudride 5',
        description:
          'Pehmeä, vakaa ja anteeksiantava. **Testivoittaja** aloittelijoille ja painaville juoksijoille.',
        image: 'shoe-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Erinomainen vaimennus', 'Vakaa kaarteissa', 'Kestää pitkään'],
        cons: ['Hieman painava', 'Lämmin kesällä'],
        price: { amount: '159,95', currency: 'EUR' },
      },
      {
        type: 'product',
        title: 'Swift Racer',
        description: 'Kevyt ja nopea, mutta vaatii jonkin verran juoksukokemusta.',
        image: 'shoe-b',
        rating: '4',
        maxRating: 5,
        pros: ['Vain 210 grammaa', 'Hyvä tuntuma alustaan'],
        cons: ['Vähemmän vaimennusta', 'Kapea lesti'],
        price: { amount: '179,90', currency: 'EUR' },
      },
      {
        type: 'product',
        title: 'Ridge Trail',
        description:
          'Metsäpolkujen juoksijalle. Pito on maailmanluokkaa, mutta asfaltilla kenkä on jäykkä.',
        image: 'shoe-c',
        rating: '3,5',
        maxRating: 5,
        pros: ['Erinomainen pito', 'Kestävä päällinen'],
        cons: ['Jäykkä asfaltilla', 'Painava'],
        price: null,
      },
      {
        type: 'quote',
        quote: 'Osta kengät iltapäivällä, kun jalat ovat hieman turvonneet.',
        author: 'Juha Nieminen, testitoimittaja',
      },
    ],
  },
  'fitness-watch-test': {
    slug: 'testissa-urheilukellot',
    title: 'Testissä: urheilukello vai aktiivisuusranneke?',
    postTitle: 'Urheilukellot testissä',
    description: 'Vertasimme GPS-kelloa ja aktiivisuusranneketta kuuden viikon ajan.',
    label: 'Testi',
    body: [
      {
        lead: 'Urheilukello voi motivoida, mutta vain jos käytät niitä ominaisuuksia, joista maksat.',
      },
      {
        type: 'product',
        title: 'Pace GPS 2',
        description: 'Tarkka GPS, sykkeenmittaus ranteesta ja kymmenen päivän akunkesto.',
        image: 'watch-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Tarkka GPS', 'Pitkä akunkesto', 'Hyvät harjoitusohjelmat'],
        cons: ['Iso kapeaan ranteeseen'],
        price: { amount: '329', currency: 'EUR' },
      },
      {
        type: 'product',
        title: 'Move Band',
        description: 'Laskee askeleet ja unen hyvin, mutta GPS puuttuu.',
        image: 'watch-b',
        rating: '3',
        maxRating: 5,
        pros: ['Kevyt ja huomaamaton', 'Edullinen'],
        cons: ['Ei GPS:ää', 'Epätarkka syke intervalleissa'],
        price: { amount: '79,90', currency: 'EUR' },
      },
      {
        type: 'infobox',
        title: 'Neuvomme',
        body: 'Jos juokset useammin kuin kahdesti viikossa, GPS-kello on hintansa arvoinen.\nJos haluat vain liikkua arjessa enemmän, ranneke riittää.',
      },
    ],
  },
  'home-gym-gallery': {
    slug: 'sisusta-kotisali',
    title: 'Neljä kotisalia, jotka houkuttelevat treenaamaan',
    postTitle: 'Neljä kotisalia, jotka innostavat',
    description:
      'Kellarista olohuoneen nurkkaan: näin neljä lukijaa on sisustanut treenipaikkansa.',
    label: 'Inspiraatio',
    guideMeta: { difficulty: 1, timeRequired: '1 viikonloppu', price: 'n. 400 €' },
    body: [
      { lead: 'Tilaa ei tarvita paljon. Muutama neliömetri ja oikeat välineet vievät pitkälle.' },
      { type: 'chapters_summary' },
      { lead: '', title: 'Inspiraatio', chapter: true },
      {
        type: 'gallery',
        slider: true,
        title: 'Lukijoiden kotisalit',
        description: 'Neljä lukijaa näyttää, miten **treenille** löytyi tilaa kotona.',
        images: [
          ['home-gym', 'Ainon valoisa ullakkohuone, jossa on penkki ja säädettävät käsipainot.'],
          ['home-gym-rack', 'Villen kellari: kyykkyteline ja kumimatot lattialla.'],
          ['home-gym-bands', 'Kuminauhat eivät vie tilaa ja mahtuvat koukkuun.'],
          ['home-gym-corner', 'Olohuoneen nurkka riittää joogaan ja kahvakuulaan.'],
          ['dumbbells', null],
        ],
      },
      { lead: '', title: 'Näin pääset alkuun', chapter: true },
      {
        text: '## Aloita perusasioista\n\nMatto, kuminauhasarja ja yksi kahvakuula riittävät useimpiin liikkeisiin. Hanki lisää, kun olet treenannut säännöllisesti kolme kuukautta.',
      },
      {
        type: 'multimedia',
        title: 'Kotisali neljässä neliössä',
        description:
          'Luonnos näyttää, mihin matto, teline ja painot mahtuvat. Kaikki mitat ovat **senttimetreinä**.',
        image: 'home-gym-corner',
      },
      {
        type: 'multimedia',
        title: 'Kyykkyteline 3D:nä',
        description: 'Käännä telinettä ja katso, kuinka paljon tilaa se vie.',
        image: 'home-gym-rack',
        model: WOM_HOME_GYM_MODEL,
      },
      { lead: '', title: 'Kuuntele', chapter: true },
      {
        type: 'audio',
        title: 'Valmentajan vinkit kotisaliin',
        path: WOM_HOME_GYM_AUDIO,
        caption: 'Kertojana personal trainer Jonas Krogh',
        image: 'home-gym-bands',
      },
    ],
  },
  'creatine-faq': {
    slug: 'kreatiini-kysymykset-ja-vastaukset',
    title: 'Kreatiini: 4 yleisintä kysymystä',
    postTitle: 'Kreatiini: lääkäri vastaa 4 kysymykseen',
    description: 'Toimiiko se, onko se vaarallista ja paljonko sitä pitäisi ottaa? Lääkäri vastaa.',
    label: 'Kysy lääkäriltä',
    faq: [
      {
        question: 'Toimiiko kreatiini?',
        answer:
          'Kyllä. Kreatiini on yksi tutkituimmista ravintolisistä, ja se parantaa lyhyitä, kovia suorituksia vähän mutta varmasti.',
      },
      {
        question: 'Paljonko minun pitäisi ottaa?',
        answer: '3–5 grammaa päivässä riittää. _Latausvaihetta_ ei tarvita.',
      },
      {
        question: 'Vahingoittaako kreatiini munuaisia?',
        answer:
          'Terveillä ihmisillä tutkimukset eivät ole osoittaneet haittoja. Jos sinulla on munuaissairaus, keskustele ensin lääkärin kanssa.',
      },
      {
        question: 'Lihonko kreatiinista?',
        answer:
          'Paino nousee alussa usein 1–2 kiloa, koska lihakset sitovat enemmän vettä. Se ei ole rasvaa.',
      },
    ],
    body: [
      {
        lead: 'Kreatiinia on luonnostaan lihassa ja kalassa, ja lihakset käyttävät sitä lyhyisiin, räjähtäviin liikkeisiin.',
      },
      {
        text: '## Lyhyesti\n\nKreatiini on turvallinen ja toimii useimmille voimaharjoittelijoille. Se ei kuitenkaan korvaa treeniä, unta ja ruokaa.\n\n~Lähde: International Society of Sports Nutrition, 2017~',
      },
    ],
  },
  'strength-ebook': {
    slug: 'e-kirja-voimaharjoittelu-aloittelijalle',
    title: 'E-kirja: 12 viikon voimaharjoittelu aloittelijalle',
    postTitle: 'Voimaharjoittelun e-kirja',
    description:
      'Lataa ohjelma pdf-tiedostona ja saat liikkeet, treenipäiväkirjan ja tarkistuslistat.',
    label: 'E-kirja',
    body: [
      {
        lead: 'Suosituin ohjelmamme yhtenä tiedostona, jonka voit tulostaa tai pitää puhelimessa.',
      },
      { type: 'material_guide', title: 'Tarvitset nämä', materialIds: WOM_EBOOK_MATERIALS },
      {
        type: 'file',
        title: 'Voimaharjoittelu aloittelijalle (pdf)',
        description: '42 sivua ohjelmaa, liikkeitä ja treenipäiväkirja.',
        path: WOM_EBOOK_FILE,
        images: ['ebook'],
        locked: true,
      },
      {
        text: '## Sisältö\n\n1. Näin käytät ohjelmaa\n2. Viikot 1–4: opettele liikkeet\n3. Viikot 5–8: lisää kuormaa\n4. Viikot 9–12: testaa itsesi',
      },
    ],
  },
  'health-calculators': {
    slug: 'laske-painoindeksi-ja-rasvaprosentti',
    title: 'Laske painoindeksisi ja rasvaprosenttisi',
    postTitle: 'BMI ja rasvaprosentti',
    description: 'Kaksi nopeaa laskuria ja se, mitä luvut kertovat – ja mitä eivät.',
    label: 'Laskuri',
    body: [
      {
        lead: 'Painoindeksi on karkea mittari. Yhdessä rasvaprosentin kanssa se antaa paremman kuvan terveydestäsi.',
      },
      { type: 'calculator', calculator: 'bmi' },
      {
        text: '## Mitä painoindeksisi tarkoittaa?\n\nPainoindeksi _18,5–24,9_ tarkoittaa normaalipainoa.\nIndeksi ei kuitenkaan erota lihasta rasvasta.',
      },
      { type: 'calculator', calculator: 'fat_percentage' },
      {
        type: 'infobox',
        title: 'Muista',
        body: 'Luvut ovat suuntaa antavia. Keskustele lääkärin kanssa, jos painosi huolestuttaa.',
      },
    ],
  },
  'calorie-calculator': {
    slug: 'laske-kalori-ja-proteiinitarpeesi',
    title: 'Laske kalori- ja proteiinitarpeesi',
    postTitle: 'Laske kaloritarpeesi',
    description: 'Selvitä, paljonko energiaa ja proteiinia kehosi tarvitsee päivittäin.',
    label: 'Laskuri',
    body: [
      {
        lead: 'Energiantarpeesi riippuu iästä, sukupuolesta, painosta ja ennen kaikkea aktiivisuudestasi.',
      },
      { type: 'calculator', calculator: 'calories' },
      {
        text: 'Jos haluat laihtua, syö _300–500 kcal_ tarvettasi vähemmän. Suurempi vaje syö lihaksia.',
      },
      { type: 'calculator', calculator: 'protein' },
    ],
  },
  'pulse-zones': {
    slug: 'loyda-sykealueesi',
    title: 'Löydä sykealueesi ja juokse fiksummin',
    postTitle: 'Löydä sykealueesi',
    description:
      'Useimmat juoksevat rauhalliset lenkit liian kovaa. Sykealueet auttavat säätelemään.',
    label: 'Laskuri',
    body: [
      { lead: 'Viiden sykealueen avulla jokaisella treenillä on selkeä tarkoitus.' },
      {
        text: '## Viisi aluetta\n\n- **Alueet 1–2:** pystyt juttelemaan, peruskunto\n- **Alue 3:** vauhtikestävyys\n- **Alue 4:** kynnys\n- **Alue 5:** lyhyet intervallit',
      },
      { type: 'calculator', calculator: 'pulse_rate' },
    ],
  },
  'due-date': {
    slug: 'laske-laskettu-aika',
    title: 'Laske laskettu aika: milloin vauva syntyy?',
    postTitle: 'Milloin vauva syntyy?',
    description: 'Laske laskettu aika viimeisten kuukautisten ensimmäisen päivän perusteella.',
    label: 'Laskuri',
    body: [
      {
        lead: 'Raskaus kestää keskimäärin 280 päivää viimeisten kuukautisten ensimmäisestä päivästä.',
      },
      { type: 'calculator', calculator: 'due_date' },
      {
        text: 'Vain noin 4 prosenttia synnyttää tarkalleen laskettuna päivänä. On täysin normaalia synnyttää kaksi viikkoa aiemmin tai myöhemmin.',
      },
    ],
  },
  'contest-watch': {
    slug: 'voita-gps-kello',
    title: 'Kilpailu: voita 329 euron GPS-kello',
    postTitle: 'Voita GPS-kello',
    description: 'Vastaa yhteen kysymykseen ja osallistu testivoittajan arvontaan.',
    label: 'Kilpailu',
    body: [
      { lead: 'Arvomme kolme Pace GPS 2 -kelloa, jotka voittivat urheilukellotestimme.' },
      {
        text: '## Näin osallistut\n\nVastaa lomakkeen kysymykseen: _Montako sykealuetta tavallisesti käytetään?_\nKilpailu päättyy 30. kesäkuuta, ja voittajille ilmoitetaan henkilökohtaisesti.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/wom-fi/gps-kello',
        title: 'Osallistu kilpailuun',
        external: true,
        button: true,
      },
    ],
  },
  'training-apps': {
    slug: 'parhaat-treenisovellukset',
    title: 'Parhaat treenisovellukset: testasimme viisi',
    postTitle: 'Viisi treenisovellusta testissä',
    description:
      'Ilmainen vai maksullinen? Käytimme viittä sovellusta kuukauden ja löysimme suosikin.',
    label: 'Testi',
    body: [
      { lead: 'Hyvä sovellus antaa ohjelman, seuraa kehitystä ja muistuttaa treenaamisesta.' },
      {
        type: 'inventory',
        title: 'Testimme numeroina',
        description: 'Hinnat ovat kuukausitilauksen hintoja **toukokuussa 2025**.',
        items: [
          ['heading', 'Hinta kuukaudessa', null],
          ['default', 'StrongLog', '0 €'],
          ['default', 'RunCoach', '7,99 €'],
          ['default', 'Yogaly', '9,99 €'],
          ['heading', 'Arvosana', null],
          ['default', 'StrongLog', '5/6'],
          ['default', 'RunCoach', '4/6'],
          ['default', 'Yogaly', '4/6'],
          ['summary', 'Suosikkimme', 'StrongLog'],
        ],
      },
      {
        type: 'inserted_code',
        code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE?si=wom" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
      },
      {
        text: '## Suosikkimme\n\nStrongLog on ilmainen ja tekee yhden asian todella hyvin: se kirjaa nostosi.\nLue lisää sovelluksesta [kehittäjän sivulta](https://stronglog.example.com {"title":"StrongLog","target":"_blank","rel":"nofollow"}).',
      },
      {
        type: 'paragraph_list',
        title: 'Näin valitset oikean sovelluksen',
        description:
          'Kolme kysymystä, jotka kannattaa esittää ennen kuin maksat treenisovelluksesta.',
        image: null,
        collapsible: false,
        showNumbers: true,
        displayHint: 'ordered',
        items: [
          {
            title: 'Valitse tavoitteesi mukaan',
            description:
              'Haluatko vahvistua, juosta pidemmälle vai vain liikkua enemmän? Parhaat sovellukset ovat hyviä **yhdessä** asiassa.',
            image: 'running-shoes',
          },
          {
            title: 'Kokeile ensin ilmaiseksi',
            description:
              'Treenaa kokeilujakson aikana sovelluksen ohjelmalla kaksi viikkoa ennen kuin sitoudut.',
            image: null,
          },
          {
            title: 'Tarkista, mitä tiedoillesi tapahtuu',
            description: 'Lue, jakaako sovellus treenitietojasi muille ja voitko poistaa ne.',
            image: null,
          },
        ],
      },
      {
        type: 'hotspot_image',
        title: 'Näin luet sovelluksen ohjelmaa',
        description: 'Siirry kohtaan nähdäksesi, mitä se tarkoittaa.',
        image: 'program',
        displayHint: 'ordered',
        hotspots: [
          ['Liike', 'Liikkeen nimi ja lyhyt video suorituksesta.', 0.3, 0.28],
          ['Sarjat ja toistot', '_3 × 10_ tarkoittaa kolmea kymmenen toiston sarjaa.', 0.62, 0.5],
          ['Tauko', 'Kuinka kauan lepäät sarjojen välillä.', 0.45, 0.76],
        ],
      },
      {
        type: 'link',
        url: '/treeni/varusteet/testissa-urheilukellot',
        title: 'Lue myös urheilukellotestimme',
        external: false,
        button: false,
      },
    ],
  },
};
