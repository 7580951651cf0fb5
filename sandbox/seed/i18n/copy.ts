/**
 * Product copy (description and feature bullets) in the shopper's language. The catalogue stores
 * English, as a commerce platform stores its master locale; a read answers the locale's copy, as
 * localized product attributes do. Feature bullets are translated one by one; a generated
 * description is written anew in the language from its translated features, and the three fixed
 * products (gift card, custom cap and boot) have their own translations.
 */
import type { Lang, Translated } from './words';

/** Every feature bullet the generator and the fixed products use, English as the key. */
export const FEATURE_TEXT: Readonly<Record<string, Translated>> = {
  'Waterproof, breathable shell': {
    fr: 'Membrane imperméable et respirante',
    de: 'Wasserdichte, atmungsaktive Außenschicht',
    it: 'Guscio impermeabile e traspirante',
  },
  'Adjustable storm hood': {
    fr: 'Capuche tempête réglable',
    de: 'Verstellbare Sturmkapuze',
    it: 'Cappuccio antitempesta regolabile',
  },
  'Pit zips for venting': {
    fr: 'Zips d’aération sous les bras',
    de: 'Belüftungsreißverschlüsse unter den Armen',
    it: 'Zip di ventilazione sotto le braccia',
  },
  'Packs into its own pocket': {
    fr: 'Se range dans sa propre poche',
    de: 'Lässt sich in der eigenen Tasche verstauen',
    it: 'Si ripone nella sua tasca',
  },
  'Recycled insulation': {
    fr: 'Isolation recyclée',
    de: 'Recycelte Isolierung',
    it: 'Imbottitura riciclata',
  },
  'Grid fleece for warmth without weight': {
    fr: 'Polaire grille chaude et légère',
    de: 'Gitterfleece, warm und leicht',
    it: 'Pile a griglia, caldo e leggero',
  },
  'Zippered hand pockets': {
    fr: 'Poches zippées pour les mains',
    de: 'Handtaschen mit Reißverschluss',
    it: 'Tasche per le mani con zip',
  },
  'Stretch cuffs': { fr: 'Poignets extensibles', de: 'Elastische Bündchen', it: 'Polsini elasticizzati' },
  'Recycled polyester': { fr: 'Polyester recyclé', de: 'Recyceltes Polyester', it: 'Poliestere riciclato' },
  'Organic cotton blend': {
    fr: 'Mélange de coton biologique',
    de: 'Bio-Baumwollmischung',
    it: 'Misto cotone biologico',
  },
  'Quick-drying fabric': {
    fr: 'Tissu à séchage rapide',
    de: 'Schnell trocknender Stoff',
    it: 'Tessuto ad asciugatura rapida',
  },
  'Odour control': { fr: 'Anti-odeurs', de: 'Geruchshemmend', it: 'Controllo degli odori' },
  'Relaxed fit': { fr: 'Coupe décontractée', de: 'Lockere Passform', it: 'Vestibilità comoda' },
  'UPF 40 sun protection': {
    fr: 'Protection solaire UPF 40',
    de: 'UV-Schutz UPF 40',
    it: 'Protezione solare UPF 40',
  },
  'Roll-up sleeves with tabs': {
    fr: 'Manches retroussables avec pattes',
    de: 'Krempelärmel mit Riegeln',
    it: 'Maniche arrotolabili con linguette',
  },
  'Two chest pockets': { fr: 'Deux poches poitrine', de: 'Zwei Brusttaschen', it: 'Due tasche sul petto' },
  'Lightweight nylon': { fr: 'Nylon léger', de: 'Leichtes Nylon', it: 'Nylon leggero' },
  'Merino wool blend': { fr: 'Mélange de laine mérinos', de: 'Merinowollmischung', it: 'Misto lana merino' },
  'Flatlock seams': { fr: 'Coutures plates', de: 'Flachnähte', it: 'Cuciture piatte' },
  'Naturally odour resistant': {
    fr: 'Naturellement anti-odeurs',
    de: 'Von Natur aus geruchshemmend',
    it: 'Naturalmente antiodore',
  },
  'Thumb loops': { fr: 'Passe-pouces', de: 'Daumenschlaufen', it: 'Passanti per i pollici' },
  'Four-way stretch': {
    fr: 'Extensible dans les quatre sens',
    de: 'Vier-Wege-Stretch',
    it: 'Elasticizzato in quattro direzioni',
  },
  'Articulated knees': { fr: 'Genoux préformés', de: 'Vorgeformte Knie', it: 'Ginocchia preformate' },
  'Zippered thigh pocket': {
    fr: 'Poche zippée sur la cuisse',
    de: 'Oberschenkeltasche mit Reißverschluss',
    it: 'Tasca sulla coscia con zip',
  },
  'Water-repellent finish': {
    fr: 'Traitement déperlant',
    de: 'Wasserabweisende Ausrüstung',
    it: 'Finitura idrorepellente',
  },
  'Quick-drying nylon': {
    fr: 'Nylon à séchage rapide',
    de: 'Schnell trocknendes Nylon',
    it: 'Nylon ad asciugatura rapida',
  },
  'Integrated belt': { fr: 'Ceinture intégrée', de: 'Integrierter Gürtel', it: 'Cintura integrata' },
  'Seven-inch inseam': {
    fr: 'Entrejambe de 18 cm',
    de: 'Innenbeinlänge 18 cm',
    it: 'Cavallo interno di 18 cm',
  },
  'Zippered pocket': { fr: 'Poche zippée', de: 'Tasche mit Reißverschluss', it: 'Tasca con zip' },
  'Waterproof membrane': {
    fr: 'Membrane imperméable',
    de: 'Wasserdichte Membran',
    it: 'Membrana impermeabile',
  },
  'Vibram-style lugged outsole': {
    fr: 'Semelle crantée de type Vibram',
    de: 'Profilsohle im Vibram-Stil',
    it: 'Suola scolpita stile Vibram',
  },
  'Cushioned midsole': {
    fr: 'Semelle intermédiaire amortissante',
    de: 'Gedämpfte Zwischensohle',
    it: 'Intersuola ammortizzata',
  },
  'Protective rubber toe cap': {
    fr: 'Pare-pierres en caoutchouc',
    de: 'Schützende Gummikappe',
    it: 'Puntale protettivo in gomma',
  },
  'Breathable mesh upper': {
    fr: 'Tige en mesh respirant',
    de: 'Atmungsaktives Mesh-Obermaterial',
    it: 'Tomaia in rete traspirante',
  },
  'Rock plate': { fr: 'Plaque anti-pierres', de: 'Steinschutzplatte', it: 'Piastra antisasso' },
  'Responsive foam midsole': {
    fr: 'Semelle intermédiaire en mousse réactive',
    de: 'Reaktive Schaum-Zwischensohle',
    it: 'Intersuola in schiuma reattiva',
  },
  'Sticky rubber outsole': {
    fr: 'Semelle en caoutchouc adhérent',
    de: 'Haftende Gummi-Laufsohle',
    it: 'Suola in gomma aderente',
  },
  'Adjustable straps': { fr: 'Sangles réglables', de: 'Verstellbare Riemen', it: 'Cinturini regolabili' },
  'Contoured footbed': { fr: 'Semelle anatomique', de: 'Anatomisches Fußbett', it: 'Plantare anatomico' },
  'Quick-drying webbing': {
    fr: 'Sangles à séchage rapide',
    de: 'Schnell trocknende Gurtbänder',
    it: 'Fettucce ad asciugatura rapida',
  },
  'Grippy outsole': { fr: 'Semelle adhérente', de: 'Griffige Laufsohle', it: 'Suola aderente' },
  'Suede and canvas upper': {
    fr: 'Tige en daim et toile',
    de: 'Obermaterial aus Veloursleder und Canvas',
    it: 'Tomaia in camoscio e tela',
  },
  'Padded collar': { fr: 'Col rembourré', de: 'Gepolsterter Schaftrand', it: 'Collarino imbottito' },
  'Gum rubber outsole': { fr: 'Semelle en gomme', de: 'Laufsohle aus Naturkautschuk', it: 'Suola in para' },
  'Removable insole': { fr: 'Semelle amovible', de: 'Herausnehmbare Innensohle', it: 'Soletta estraibile' },
  'Soft merino blend': {
    fr: 'Mélange mérinos doux',
    de: 'Weiche Merinomischung',
    it: 'Morbido misto merino',
  },
  'Fold-over cuff': { fr: 'Revers', de: 'Umschlagbund', it: 'Risvolto' },
  'Knit logo patch': { fr: 'Écusson tricoté', de: 'Gestricktes Logo-Patch', it: 'Logo in maglia' },
  'Curved brim': { fr: 'Visière incurvée', de: 'Gebogener Schirm', it: 'Visiera curva' },
  'Snapback closure': { fr: 'Fermeture à pression', de: 'Snapback-Verschluss', it: 'Chiusura snapback' },
  'Moisture-wicking sweatband': {
    fr: 'Bandeau anti-transpiration',
    de: 'Feuchtigkeitsableitendes Schweißband',
    it: 'Fascia antisudore traspirante',
  },
  'Touchscreen-compatible fingertips': {
    fr: 'Bouts des doigts compatibles écran tactile',
    de: 'Touchscreen-fähige Fingerspitzen',
    it: 'Punta delle dita compatibile con touchscreen',
  },
  Insulated: { fr: 'Isolés', de: 'Isoliert', it: 'Imbottiti' },
  'Grippy palm': { fr: 'Paume adhérente', de: 'Griffige Handfläche', it: 'Palmo antiscivolo' },
  'Merino wool': { fr: 'Laine mérinos', de: 'Merinowolle', it: 'Lana merino' },
  'Cushioned heel and toe': {
    fr: 'Talon et orteils rembourrés',
    de: 'Gepolsterte Ferse und Zehen',
    it: 'Tallone e punta imbottiti',
  },
  'Seamless toe': { fr: 'Pointe sans couture', de: 'Nahtlose Zehenpartie', it: 'Punta senza cuciture' },
  'Adjustable torso length': {
    fr: 'Longueur de dos réglable',
    de: 'Verstellbare Rückenlänge',
    it: 'Lunghezza dello schienale regolabile',
  },
  'Hydration sleeve': {
    fr: 'Compartiment d’hydratation',
    de: 'Trinksystemfach',
    it: 'Tasca per sacca idrica',
  },
  'Ventilated back panel': { fr: 'Dos ventilé', de: 'Belüftetes Rückenteil', it: 'Schienale ventilato' },
  'Rain cover included': {
    fr: 'Housse de pluie incluse',
    de: 'Regenhülle inklusive',
    it: 'Coprizaino incluso',
  },
  'Water-resistant fabric': {
    fr: 'Tissu déperlant',
    de: 'Wasserabweisender Stoff',
    it: 'Tessuto idrorepellente',
  },
  'Stowable backpack straps': {
    fr: 'Bretelles sac à dos escamotables',
    de: 'Verstaubare Rucksackträger',
    it: 'Spallacci a scomparsa',
  },
  'End pockets': { fr: 'Poches latérales', de: 'Seitentaschen', it: 'Tasche laterali' },
  'Two-way zip': { fr: 'Zip double sens', de: 'Zwei-Wege-Reißverschluss', it: 'Zip a doppio cursore' },
  'Padded waist belt': { fr: 'Ceinture rembourrée', de: 'Gepolsterter Hüftgurt', it: 'Cintura imbottita' },
  'Key clip': { fr: 'Porte-clés', de: 'Schlüsselclip', it: 'Moschettone portachiavi' },
  'Double-wall vacuum insulation': {
    fr: 'Isolation sous vide à double paroi',
    de: 'Doppelwandige Vakuumisolierung',
    it: 'Isolamento sottovuoto a doppia parete',
  },
  'Keeps drinks cold 24 hours': {
    fr: 'Garde les boissons fraîches 24 heures',
    de: 'Hält Getränke 24 Stunden kalt',
    it: 'Mantiene le bevande fredde per 24 ore',
  },
  'Leak-proof lid': { fr: 'Bouchon étanche', de: 'Auslaufsicherer Deckel', it: 'Tappo a prova di perdite' },
  'Delivered by e-mail within minutes': {
    fr: 'Envoyée par e-mail en quelques minutes',
    de: 'In wenigen Minuten per E-Mail zugestellt',
    it: 'Consegnata via e-mail in pochi minuti',
  },
  'Add a personal message': {
    fr: 'Ajoutez un message personnel',
    de: 'Mit persönlicher Nachricht',
    it: 'Aggiungi un messaggio personale',
  },
  'Never expires': { fr: 'N’expire jamais', de: 'Verfällt nie', it: 'Non scade mai' },
  'Embroidered to order': {
    fr: 'Brodée sur commande',
    de: 'Auf Bestellung bestickt',
    it: 'Ricamato su ordinazione',
  },
  'Printed to order': {
    fr: 'Imprimée sur commande',
    de: 'Auf Bestellung bedruckt',
    it: 'Stampato su ordinazione',
  },
  'Lugged outsole': { fr: 'Semelle crantée', de: 'Profilsohle', it: 'Suola scolpita' },
};

/** The fixed products' descriptions, English as the key. */
const FIXED_DESCRIPTIONS: Readonly<Record<string, Translated>> = {
  'Send a Ridgeline e-gift card by e-mail: the recipient gets the card number and PIN within minutes and can spend it on anything in the store.':
    {
      fr: 'Offrez une carte cadeau électronique Ridgeline par e-mail\u00a0: son destinataire reçoit le numéro et le code PIN en quelques minutes et peut l’utiliser sur tout le magasin.',
      de: 'Verschenken Sie eine Ridgeline E-Geschenkkarte per E-Mail: Die beschenkte Person erhält Kartennummer und PIN in wenigen Minuten und kann sie für alles im Shop einlösen.',
      it: 'Invia una carta regalo digitale Ridgeline via e-mail: chi la riceve ottiene numero e PIN in pochi minuti e può usarla per qualsiasi acquisto nel negozio.',
    },
  'Make it yours: the Summit cap with your own embroidered text, in the thread colour and on the side you choose.':
    {
      fr: 'Faites-la vôtre\u00a0: la casquette Summit brodée de votre texte, dans la couleur de fil et sur le côté de votre choix.',
      de: 'Ganz nach Ihrem Geschmack: die Summit Kappe mit Ihrem eigenen gestickten Text, in der Garnfarbe und auf der Seite Ihrer Wahl.',
      it: 'Rendilo tuo: il cappellino Summit con il tuo testo ricamato, nel colore del filo e sul lato che preferisci.',
    },
  'The Talus waterproof hiking boot with your initials or a name printed on the collar, made to order.': {
    fr: 'La chaussure de randonnée imperméable Talus, avec vos initiales ou un prénom imprimés sur le col, fabriquée sur commande.',
    de: 'Der wasserdichte Talus Wanderschuh mit Ihren Initialen oder einem Namen auf dem Schaftrand, auf Bestellung gefertigt.',
    it: 'Lo scarpone da trekking impermeabile Talus con le tue iniziali o un nome stampati sul collarino, realizzato su ordinazione.',
  },
};

/**
 * A generated description around its features. French and Italian continue the sentence, so the
 * bullets start lower case; German capitalises its nouns, so its features follow as a list.
 */
const GENERATED =
  /^The .+ is built for long days outside: .+\. Designed and tested in the mountains by Ridgeline\.$/;
const lowerFirst = (text: string, tag: string) => text.charAt(0).toLocaleLowerCase(tag) + text.slice(1);
const listOf = (items: string[], tag: string) =>
  new Intl.ListFormat(tag, { type: 'conjunction' }).format(items);
const GENERATED_IN: Readonly<Record<Exclude<Lang, 'en'>, (features: string[]) => string>> = {
  fr: (f) =>
    `Pensé pour les longues journées en plein air\u00a0: ${listOf(
      f.map((x) => lowerFirst(x, 'fr')),
      'fr',
    )}. Conçu et testé en montagne par Ridgeline.`,
  de: (f) =>
    `Gemacht für lange Tage draußen. Das Wichtigste: ${f.join(' · ')}. Von Ridgeline in den Bergen entwickelt und getestet.`,
  it: (f) =>
    `Pensato per le lunghe giornate all’aperto: ${listOf(
      f.map((x) => lowerFirst(x, 'it')),
      'it',
    )}. Progettato e testato in montagna da Ridgeline.`,
};

export type ProductCopy = { description: string; features: string[] };

/** The product's copy in `lang`; English, or a text with no translation, stays as stored. */
export const productCopy = (english: ProductCopy, lang: Lang): ProductCopy => {
  if (lang === 'en') return english;
  const features = english.features.map((f) => FEATURE_TEXT[f]?.[lang] ?? f);
  const fixed = FIXED_DESCRIPTIONS[english.description]?.[lang];
  const description =
    fixed ??
    (GENERATED.test(english.description) && english.features.every((f) => FEATURE_TEXT[f])
      ? GENERATED_IN[lang](features)
      : english.description);
  return { description, features };
};
