import type { ArticleText, ImageText } from '../../content-pack.types';
import { WOM_FI_NEWSLETTER } from './wom-fi.videos';

export const WOM_FI_IMAGES: Readonly<Record<string, ImageText>> = {
  squat: {
    alt: 'Nainen tekee syvän kyykyn levytangon kanssa',
    title: 'Kyykky',
    caption: 'Pidä rinta ylhäällä ja paino koko jalkapohjalla.',
  },
  'squat-detail': {
    alt: 'Lähikuva polvista ja jaloista kyykyn ala-asennossa',
    title: 'Polvet varpaiden suuntaan',
  },
  dumbbells: { alt: 'Erikokoisia käsipainoja telineessä', title: 'Käsipainot' },
  'gym-floor': {
    alt: 'Salin lattia, jolla on kahvakuulia ja jumppamattoja',
    title: 'Voimaharjoittelu',
  },
  running: {
    alt: 'Juoksija hiekkatiellä aamuvalossa',
    title: 'Juoksu',
    caption: 'Aloita rauhallisesti: sinun pitää pystyä puhumaan juostessasi.',
  },
  'running-shoes': { alt: 'Juoksukengät portailla', title: 'Juoksukengät' },
  plank: { alt: 'Mies pitää lankkua kyynärvarsien varassa', title: 'Lankku' },
  program: { alt: 'Treenipäiväkirja ja käsipainot pöydällä', title: 'Treeniohjelma' },
  'program-week': {
    alt: 'Viikkosuunnitelma, johon on merkitty treenipäivät',
    title: 'Viikkosuunnitelma',
  },
  sleep: { alt: 'Sänky valkoisine lakanoineen pimeässä makuuhuoneessa', title: 'Uni' },
  oats: {
    alt: 'Lasi tuorepuuroa, mustikoita ja vadelmia',
    title: 'Tuorepuuro',
    caption: 'Valmista illalla, syö aamulla.',
  },
  salad: { alt: 'Kulhollinen kanaa, kvinoaa ja vihanneksia', title: 'Kanasalaatti' },
  protein: { alt: 'Kananmunia, rahkaa, papuja ja kanaa pöydällä', title: 'Proteiinin lähteet' },
  'protein-plate': { alt: 'Lautasella lohta, perunoita ja vihanneksia', title: 'Päivällinen' },
  smoothie: { alt: 'Vihreä smoothie korkeassa lasissa', title: 'Smoothie' },
  'meal-prep': { alt: 'Eväsrasioita, joissa riisiä, vihanneksia ja kanaa', title: 'Eväät' },
  'category-training': { alt: 'Nainen venyttelee treenin jälkeen', title: 'Treeni' },
  'category-food': { alt: 'Pöytä katettuna terveellisellä ruoalla', title: 'Ruoka' },
  'avatar-trainer': { alt: 'Laura Virtasen muotokuva', title: 'Laura Virtanen' },
  'avatar-nutritionist': { alt: 'Mikko Laineen muotokuva', title: 'Mikko Laine' },
};

export const WOM_FI_ARTICLES: Readonly<Record<string, ArticleText>> = {
  'squat-guide': {
    slug: '5-liiketta-vahvoille-jaloille',
    title: '5 liikettä vahvoille jaloille',
    postTitle: '5 liikettä',
    description:
      'Vahvat jalat helpottavat arkea. Tässä viisi liikettä, jotka voit tehdä kotona tai salilla.',
    label: 'Opas',
    body: [
      {
        lead: 'Jaloissa ovat kehon suurimmat lihakset. Kun treenaat niitä kahdesti viikossa, tasapaino paranee, voima kasvaa ja energiankulutus lisääntyy.',
      },
      {
        text: '## Ennen kuin aloitat\n\nLämmittele viisi minuuttia kevyesti pyöräillen tai reippaasti kävellen. Valitse kuorma, jolla _kaksi tai kolme viimeistä toistoa_ ovat raskaita mutta tekniikka pysyy hyvänä.',
      },
      { image: 'squat', link: { category: 'strength' } },
      {
        text: '## Viisi liikettä\n\n1. **Kyykky** – jalat hartioiden leveydellä, istu alas kantapäiden väliin.\n2. **Askelkyykky** – pitkä askel eteen, takimmainen polvi kohti lattiaa.\n3. **Romanialainen maastaveto** – työnnä lantiota taaksepäin polvet hieman koukussa.\n4. **Askellus penkille** – nouse penkille koko jalkapohjalla.\n5. **Lantionnosto** – hartiat penkkiä vasten, työnnä lantio ylös.\n\nTee jokaista liikettä 3 sarjaa, 8–12 toistoa.',
      },
      { image: 'squat-detail' },
      {
        text: '## Näin pysyt mukana\n\nKirjaa painot ylös ja lisää hieman, kun jaksat kaikki toistot. Jos olet aloittelija, lue oppaamme [voimaharjoittelun aloittamisesta](/treeni/aloita-voimaharjoittelu).',
      },
    ],
  },
  'strength-start': {
    slug: 'aloita-voimaharjoittelu',
    title: 'Aloita voimaharjoittelu: näin onnistut',
    postTitle: 'Aloita voimaharjoittelu',
    description:
      'Et tarvitse kallista salijäsenyyttä etkä monta tuntia viikossa. Näin rakennat yksinkertaisen ohjelman, joka toimii.',
    label: 'Opas',
    body: [
      {
        lead: 'Voimaharjoittelu on yksi parhaista sijoituksista terveyteen. Se suojaa luita ja niveliä ja tekee sinusta vahvemman kaikessa, mitä teet.',
      },
      {
        text: '## Kuinka usein?\n\nKaksi tai kolme lyhyttä treeniä viikossa riittää alkuun. Pidä vähintään yksi lepopäivä samoja lihaksia kuormittavien treenien välissä.\n\n## Mitkä liikkeet?\n\nValitse yksi liike jokaisesta liikemallista:\n\n- kyykistys (kyykky tai askellus penkille)\n- lantiosarana (maastaveto tai lantionnosto)\n- työntö (punnerrus tai pystypunnerrus)\n- veto (soutu)\n- keskivartalon liike (lankku)',
      },
      { image: 'dumbbells' },
      {
        text: '## Tekniikka ennen raskaita painoja\n\nEnsimmäiset viikot kuluvat liikkeiden opetteluun. _Hitaat ja hallitut toistot_ hyödyttävät enemmän kuin raskaat nostot huonolla tekniikalla. Lue myös UKK-instituutin [liikkumissuositukset](https://www.ukkinstituutti.fi {"target":"_blank","rel":"nofollow"}).',
      },
    ],
  },
  'first-5k': {
    slug: 'juokse-ensimmainen-5-km',
    title: 'Juokse ensimmäinen 5 km kahdeksassa viikossa',
    postTitle: 'Ensimmäinen 5 km',
    description:
      'Yksinkertainen ohjelma, joka vie sinut sohvalta viiteen kilometriin ilman vammoja.',
    label: 'Opas',
    body: [
      {
        lead: 'Viisi kilometriä on täydellinen ensimmäinen tavoite: tarpeeksi pitkä haasteeksi ja tarpeeksi lyhyt treenattavaksi työn ja perheen ohella.',
      },
      { image: 'running' },
      {
        text: '## Ohjelma\n\n- **Viikot 1–2:** 1 minuutti juoksua, 2 minuuttia kävelyä, toista 8 kertaa.\n- **Viikot 3–4:** 3 minuuttia juoksua, 1 minuutti kävelyä, toista 6 kertaa.\n- **Viikot 5–6:** 8 minuuttia juoksua, 2 minuuttia kävelyä, toista 3 kertaa.\n- **Viikot 7–8:** juokse 25–35 minuuttia rauhallisella vauhdilla.\n\nJuokse kolme kertaa viikossa ja pidä välissä lepopäivä.',
      },
      {
        text: '## Vauhti\n\nSinun pitää pystyä puhumaan kokonaisia lauseita juostessasi. Jos hengästyt, hidasta – _kunto kasvaa jaloilla vietetystä ajasta_.',
      },
      { image: 'running-shoes' },
    ],
  },
  'plank-video': {
    slug: 'lankku-vaihe-vaiheelta',
    title: 'Video: lankku vaihe vaiheelta',
    postTitle: 'Lankku: näin teet liikkeen oikein',
    description: 'Katso, miten teet lankun oikein ja miten saat siitä helpomman tai vaativamman.',
    label: 'Video',
    workoutTime: '5 min',
    workoutLevel: 'Helppo',
    body: [
      {
        lead: 'Lankku vahvistaa koko keskivartaloa kerralla. Videolla näytämme kolme tasoa, jotta jokainen pääsee mukaan.',
      },
      {
        text: '## Näin teet sen\n\n1. Asetu kyynärvarsien varaan kyynärpäät hartioiden alla.\n2. Nosta lantio niin, että vartalo muodostaa suoran linjan.\n3. Jännitä vatsa ja hengitä rauhallisesti.\n\nPidä 20–40 sekuntia ja toista kolme kertaa.',
      },
      { image: 'plank' },
    ],
  },
  'twelve-week-program': {
    slug: '12-viikon-treeniohjelma',
    title: '12 viikon ohjelmamme: vahvempi kolmessa kuukaudessa',
    postTitle: '12 viikon ohjelma',
    description:
      'Kolme treeniä viikossa, selkeä nousujohteisuus ja suunnitelma, joka sopii kiireiseen arkeen.',
    label: 'Ohjelma',
    body: [
      {
        lead: 'Ohjelma koostuu kolmesta neljän viikon jaksosta. Jokaisella jaksolla on oma painopisteensä, joten kehityt koko ajan.',
      },
      {
        text: '## Jakso 1: perusta\n\nEnsimmäisten neljän viikon aikana opettelet kuusi perusliikettä ja löydät sopivat painot. Jokainen treeni kestää alle 45 minuuttia.',
      },
      { image: 'program-week' },
      {
        text: '## Jaksot 2 ja 3: koko ohjelma\n\nTäältä löydät kaikki treenit, sarjat ja toistot viikko viikolta.',
        locked: true,
      },
      {
        text: '## Treenipäiväkirja\n\nLataa päiväkirja ja kirjaa painot ylös jokaisen treenin jälkeen.',
        locked: true,
      },
    ],
  },
  'sleep-recovery': {
    slug: 'uni-ja-palautuminen',
    title: 'Siksi uni on paras palautumiskeino',
    postTitle: 'Uni ja palautuminen',
    description: 'Lihakset vahvistuvat levossa. Näin saat yöstä enemmän irti.',
    body: [
      {
        lead: 'Nukkuessasi keho korjaa treenin aiheuttamat pienet vauriot. Liian vähäinen uni heikentää suorituskykyä ja lisää loukkaantumisriskiä.',
      },
      {
        text: '## Neljä hyvää tapaa\n\n- Mene nukkumaan ja herää samaan aikaan – myös viikonloppuisin.\n- Pidä makuuhuone pimeänä ja viileänä, noin 18 asteessa.\n- Sammuta näytöt puoli tuntia ennen nukkumaanmenoa.\n- Jätä kofeiini väliin kello 14 jälkeen.',
      },
      { image: 'sleep' },
      {
        text: '## Kuinka paljon riittää?\n\nUseimmat aikuiset tarvitsevat _seitsemästä yhdeksään tuntia_ unta. Jos treenaat kovaa, tarve on haarukan yläpäässä.',
      },
      WOM_FI_NEWSLETTER,
    ],
  },
  'overnight-oats': {
    slug: 'tuorepuuro-marjoilla',
    title: 'Tuorepuuro marjoilla ja rahkalla',
    postTitle: 'Tuorepuuro marjoilla ja rahkalla',
    description:
      'Aamiainen, joka valmistuu itsestään: kermainen kaurapuuro, jossa on runsaasti proteiinia.',
    label: 'Resepti',
    body: [
      {
        lead: 'Tuorepuuro on helpoin aamiainen, jonka voit valmistaa etukäteen. Sekoita ainekset illalla ja ota mukaan aamulla.',
      },
      { image: 'oats' },
      {
        text: '## Ainekset (1 annos)\n\n- 50 g kaurahiutaleita\n- 150 g maustamatonta rahkaa\n- 1 dl maitoa\n- 1 tl chiansiemeniä\n- kourallinen mustikoita ja vadelmia\n\n## Valmistus\n\nSekoita kaurahiutaleet, rahka, maito ja chiansiemenet lasissa. Anna tekeytyä jääkaapissa yön yli ja lisää marjat aamulla.',
      },
    ],
  },
  'chicken-salad': {
    slug: 'kanasalaatti-kvinoalla',
    title: 'Kanasalaatti kvinoalla ja rapeilla vihanneksilla',
    postTitle: 'Kanasalaatti kvinoalla',
    description:
      'Täyttävä salaatti, jossa on 40 grammaa proteiinia annoksessa. Sopii seuraavan päivän lounaaksi.',
    label: 'Resepti',
    body: [
      {
        lead: 'Tämä salaatti pysyy rapeana jääkaapissa kaksi päivää, joten tee saman tien tupla-annos.',
      },
      { image: 'salad' },
      {
        text: '## Ainekset (2 annosta)\n\n- 2 broilerin rintafileetä\n- 100 g kvinoaa\n- 1 kurkku\n- 1 punainen paprika\n- 50 g pinaattia\n- sitruunamehua, oliiviöljyä, suolaa ja pippuria\n\n## Valmistus\n\nKeitä kvinoa pakkauksen ohjeen mukaan. Paista kana kypsäksi ja leikkaa se viipaleiksi. Sekoita kaikki vihannesten ja _yksinkertaisen sitruunakastikkeen_ kanssa.',
      },
    ],
  },
  'protein-needs': {
    slug: 'paljonko-proteiinia-tarvitset',
    title: 'Paljonko proteiinia oikeastaan tarvitset?',
    postTitle: 'Näin paljon proteiinia tarvitset',
    description:
      'Käymme läpi suositukset ja näytämme, miten saat helposti tarpeeksi proteiinia tavallisesta ruoasta.',
    label: 'Opas',
    body: [
      {
        lead: 'Proteiini on lihasten rakennusainetta, mutta useimmat saavat sitä jo riittävästi. Tärkeämpää on jakaa se tasaisesti päivän aterioille.',
      },
      {
        text: '## Suositus\n\nAikuisille suositellaan noin 0,8 grammaa proteiinia painokiloa kohden päivässä. Jos teet voimaharjoittelua useita kertoja viikossa, _1,2–1,6 grammaa_ voi olla perusteltua.',
      },
      { image: 'protein' },
      {
        text: '## Hyviä lähteitä\n\n- kananmunat ja maitotuotteet, kuten rahka ja raejuusto\n- kala ja kana\n- pavut, linssit ja kikherneet\n- tofu ja tempeh\n\nKokeile [tuorepuuroamme](/ruoka/reseptit/tuorepuuro-marjoilla), niin päivä alkaa proteiinipitoisesti.',
      },
      { image: 'protein-plate' },
    ],
  },
  'workout-nutrition': {
    slug: 'nain-syot-ennen-treenia-ja-sen-jalkeen',
    title: 'Näin syöt ennen treeniä ja sen jälkeen',
    postTitle: 'Ruoka ja treeni',
    description:
      'Ajoitus merkitsee vähemmän kuin luulet – mutta muutama yksinkertainen neuvo antaa lisää energiaa.',
    commercialLabel: 'Mainos',
    body: [
      { lead: 'Artikkeli on toteutettu yhteistyössä urheiluravintovalmistajan kanssa.' },
      {
        text: '## Ennen treeniä\n\nSyö kevyt, hiilihydraattipitoinen ateria kahdesta kolmeen tuntia ennen, esimerkiksi sämpylä ja banaani. Jos aikaa on vähän, hedelmä riittää.\n\n## Treenin jälkeen\n\nProteiinia ja hiilihydraatteja sisältävä ateria parin tunnin sisällä auttaa palautumaan. Rahkasta ja marjoista tehty smoothie on hyvä valinta.',
      },
      { image: 'smoothie' },
    ],
  },
  'meal-prep-draft': {
    slug: 'evaat-koko-viikoksi',
    title: 'Eväät koko viikoksi: näin valmistat ruoat etukäteen',
    description: 'Käytä sunnuntaina kaksi tuntia ja syö terveellisesti koko viikon.',
    body: [{ text: 'Luonnos: artikkelia muokataan.' }],
  },
};
