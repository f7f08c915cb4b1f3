// Generated catalogue and queries for scripts/search-perf.mjs: products of the maker's kind (holiday detectors, spark
// testers, leak detectors ...) in six languages, so the index holds the word distribution of a real catalogue: a few
// very common words ("detector", "portable"), many rare ones (series names), model codes with and without dashes.
// Deterministic (seeded), so two runs measure the same data.

const LANGS = ['DE', 'EN', 'ES', 'FR', 'NL', 'PT'];

/** [EN, DE, ES, FR, NL, PT] */
const FAMILIES = [
  { code: 'VH', name: ['Holiday Detector', 'Porenprüfgerät', 'Detector de poros', 'Détecteur de porosité', 'Poriëndetector', 'Detetor de porosidade'] },
  { code: 'PS', name: ['Spark Tester', 'Funkenprüfgerät', 'Probador de chispa', 'Testeur à étincelles', 'Vonktester', 'Testador de faísca'] },
  { code: 'LD', name: ['Leak Detector', 'Lecksuchgerät', 'Detector de fugas', 'Détecteur de fuites', 'Lekdetector', 'Detetor de fugas'] },
  { code: 'CT', name: ['Coating Thickness Gauge', 'Schichtdickenmessgerät', 'Medidor de espesor', 'Jauge d’épaisseur', 'Laagdiktemeter', 'Medidor de espessura'] },
  { code: 'IT', name: ['Insulation Tester', 'Isolationsprüfgerät', 'Comprobador de aislamiento', 'Testeur d’isolement', 'Isolatietester', 'Testador de isolamento'] },
  { code: 'EL', name: ['Brush Electrode', 'Bürstenelektrode', 'Electrodo de cepillo', 'Électrode à brosse', 'Borstelelektrode', 'Elétrodo de escova'] },
  { code: 'RP', name: ['Rolling Spring Probe', 'Rollfedersonde', 'Sonda de muelle rodante', 'Sonde à ressort roulant', 'Rolveersonde', 'Sonda de mola rolante'] },
  { code: 'CK', name: ['Calibration Kit', 'Kalibriersatz', 'Kit de calibración', 'Kit d’étalonnage', 'Kalibratieset', 'Kit de calibração'] },
];
const QUALIFIERS = [
  ['Portable', 'Tragbares', 'Portátil', 'Portable', 'Draagbare', 'Portátil'],
  ['High-Voltage', 'Hochspannungs', 'Alta tensión', 'Haute tension', 'Hoogspannings', 'Alta tensão'],
  ['Pulse', 'Impuls', 'Impulsos', 'Impulsions', 'Puls', 'Impulsos'],
  ['Digital', 'Digitales', 'Digital', 'Numérique', 'Digitale', 'Digital'],
  ['Compact', 'Kompaktes', 'Compacto', 'Compact', 'Compacte', 'Compacto'],
  ['Subsea', 'Unterwasser', 'Submarino', 'Sous-marin', 'Onderzees', 'Submarino'],
  ['Pipeline', 'Rohrleitungs', 'Tuberías', 'Pipeline', 'Pijpleiding', 'Condutas'],
  ['Wireless', 'Kabelloses', 'Inalámbrico', 'Sans fil', 'Draadloze', 'Sem fios'],
];
const TEXT_WORDS = [
  'coating lining pinhole holiday voltage battery lithium shift inspection pipeline tank concrete steel rubber glass enamel epoxy bitumen membrane electrode probe brush spring alarm audible visual calibration certificate standard accuracy resolution display handle earth return cable sponge wet dry thickness micron millimetre kilovolt range adjustable continuous pulse operator safety training rugged case weight kit accessories',
  'beschichtung auskleidung pore spannung akku prüfung rohrleitung behälter beton stahl gummi glas emaille membran elektrode sonde bürste feder alarm kalibrierung zertifikat norm genauigkeit auflösung anzeige griff erde kabel schwamm nass trocken dicke mikrometer bereich einstellbar sicherheit schulung robust koffer gewicht zubehör',
  'recubrimiento revestimiento poro tensión batería inspección tubería tanque hormigón acero caucho vidrio esmalte membrana electrodo sonda cepillo muelle alarma calibración certificado norma precisión resolución pantalla mango tierra cable esponja húmedo seco espesor rango ajustable seguridad formación robusto maletín peso accesorios detección',
  'revêtement doublure porosité tension batterie inspection canalisation réservoir béton acier caoutchouc verre émail membrane électrode sonde brosse ressort alarme étalonnage certificat norme précision résolution écran poignée terre câble éponge humide sec épaisseur plage réglable sécurité formation robuste mallette poids accessoires',
  'coating bekleding porie spanning batterij inspectie pijpleiding tank beton staal rubber glas email membraan elektrode sonde borstel veer alarm kalibratie certificaat norm nauwkeurigheid resolutie display handvat aarde kabel spons nat droog dikte bereik instelbaar veiligheid training robuust koffer gewicht accessoires',
  'revestimento forro porosidade tensão bateria inspeção conduta tanque betão aço borracha vidro esmalte membrana elétrodo sonda escova mola alarme calibração certificado norma precisão resolução ecrã pega terra cabo esponja húmido seco espessura gama ajustável segurança formação robusto mala peso acessórios deteção',
].map((line) => line.split(' '));
// Order of TEXT_WORDS and the texts below: EN DE ES FR NL PT; LANGS (the columns) is DE EN ES FR NL PT.
const LANG_INDEX = { EN: 0, DE: 1, ES: 2, FR: 3, NL: 4, PT: 5 };
const SPECS = [
  ['voltage', 'kV', ['Test voltage', 'Prüfspannung', 'Tensión de prueba', 'Tension d’essai', 'Testspanning', 'Tensão de ensaio']],
  ['weight', 'kg', ['Weight', 'Gewicht', 'Peso', 'Poids', 'Gewicht', 'Peso']],
  ['battery', 'h', ['Battery life', 'Akkulaufzeit', 'Autonomía', 'Autonomie', 'Batterijduur', 'Autonomia']],
  ['temperature', '°C', ['Operating temperature', 'Betriebstemperatur', 'Temperatura de trabajo', 'Température de service', 'Bedrijfstemperatuur', 'Temperatura de funcionamento']],
  ['resolution', 'kV', ['Resolution', 'Auflösung', 'Resolución', 'Résolution', 'Resolutie', 'Resolução']],
  ['current', 'mA', ['Output current', 'Ausgangsstrom', 'Corriente de salida', 'Courant de sortie', 'Uitgangsstroom', 'Corrente de saída']],
  ['thickness', 'mm', ['Coating thickness', 'Schichtdicke', 'Espesor del recubrimiento', 'Épaisseur du revêtement', 'Laagdikte', 'Espessura do revestimento']],
  ['ip', '', ['Protection class', 'Schutzart', 'Grado de protección', 'Indice de protection', 'Beschermingsklasse', 'Grau de proteção']],
];
const OPTION_SUFFIXES = [
  ['K', 'kit', ['Complete kit', 'Komplettsatz', 'Kit completo', 'Kit complet', 'Complete set', 'Kit completo']],
  ['L', 'long-reach', ['Long reach', 'Große Reichweite', 'Largo alcance', 'Longue portée', 'Groot bereik', 'Longo alcance']],
  ['HV', 'high-voltage', ['High voltage', 'Hochspannung', 'Alta tensión', 'Haute tension', 'Hoogspanning', 'Alta tensão']],
  ['S', 'subsea', ['Subsea', 'Unterwasser', 'Submarino', 'Sous-marin', 'Onderzees', 'Submarino']],
];
const SYLLABLES = ['ka', 'vor', 'tel', 'mi', 'ran', 'os', 'zen', 'tri', 'lu', 'mar', 'quo', 'dex', 'sil', 'bra', 'nix', 'po', 'gal', 'fer'];

/** mulberry32: small, fast, seeded. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function columns(base, byLang) {
  return Object.fromEntries(LANGS.map((code) => [`${base}_${code}`, byLang[LANG_INDEX[code]] ?? '']));
}

export function buildCatalogue({ count, firstId, firstOptionId, categoryIds }) {
  const rnd = random(8);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const series = () => {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + (rnd() < 0.5 ? pick(SYLLABLES) : '');
    return word[0].toUpperCase() + word.slice(1);
  };
  const sentence = (lang, words) => Array.from({ length: words }, () => pick(TEXT_WORDS[lang])).join(' ');
  const productRows = [];
  const optionRows = [];
  const specRows = [];
  let optionId = firstOptionId;
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const family = FAMILIES[i % FAMILIES.length];
    const qualifier = pick(QUALIFIERS);
    const name = series();
    const number = 10 + i;
    // One in five codes is written without a dash, as some makers do ("LD450").
    const modelCode = i % 5 === 0 ? `${family.code}${number}` : `${family.code}-${number}`;
    const names = family.name.map((familyName, lang) => `${qualifier[lang]} ${familyName} ${name} ${number}`);
    const summaries = TEXT_WORDS.map((_, lang) => sentence(lang, 14));
    // Descriptions in three languages; the others fall back to English on the page and in search.
    const descriptions = TEXT_WORDS.map((_, lang) =>
      lang < 3 ? `<p>${sentence(lang, 40)}</p><ul><li>${sentence(lang, 8)}</li><li><strong>${sentence(lang, 6)}</strong></li></ul><p>${sentence(lang, 30)}</p>` : '',
    );
    productRows.push({
      id,
      categoryId: categoryIds[i % categoryIds.length],
      slug: `perf-${family.code.toLowerCase()}-${number}`,
      modelCode,
      imageUrl: `/images/products/perf-${i % 40}.svg`,
      sort: i,
      published: i % 50 !== 0,
      ...columns('name', names),
      ...columns('summary', summaries),
      ...columns('description', descriptions),
    });
    for (const [key, unit, labels] of SPECS) {
      const value = (1 + rnd() * 40).toFixed(1);
      specRows.push({ productId: id, optionId: null, key, unit, ...columns('label', labels), ...columns('value', labels.map(() => value)) });
    }
    const optionCount = Math.floor(rnd() * 4);
    for (let k = 0; k < optionCount; k++) {
      const [suffix, slug, optionNames] = OPTION_SUFFIXES[k];
      optionRows.push({
        id: optionId,
        productId: id,
        slug,
        modelCode: `${family.code}-${number}-${suffix}`,
        sort: k,
        ...columns('name', optionNames.map((optionName, lang) => `${names[lang]} ${optionName}`)),
        ...columns('summary', TEXT_WORDS.map((_, lang) => sentence(lang, 10))),
      });
      specRows.push({ productId: id, optionId, key: 'voltage', unit: 'kV', ...columns('label', SPECS[0][2]), ...columns('value', SPECS[0][2].map(() => String(20 + k * 10))) });
      optionId++;
    }
  }
  return { products: productRows, options: optionRows, specs: specRows };
}

const LOCALE_OF = ['en', 'de', 'es', 'fr', 'nl', 'pt'];
const plain = (text) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** Queries of the kinds visitors type, each with a language; results queries ask page 1 mostly, a few later pages. */
export function buildQueries(catalogue) {
  const rnd = random(15);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const lang = () => Math.floor(rnd() * 6);
  const product = () => pick(catalogue.products);
  const codeSpellings = (code) => [code, code.replace(/-/g, '').toLowerCase(), code.replace(/-/g, ' '), code.toLowerCase()];
  const results = [];
  const add = (list, kind, q, l, page) => list.push({ kind, locale: LOCALE_OF[l], input: page ? { q, page } : { q } });
  for (let i = 0; i < 40; i++) {
    const l = lang();
    const family = pick(FAMILIES).name[l];
    add(results, 'family words (common)', i % 2 ? plain(family) : family, l, i % 8 === 0 ? 2 + (i % 4) : undefined);
  }
  for (let i = 0; i < 15; i++) {
    const code = product().modelCode;
    for (const spelling of codeSpellings(code)) add(results, 'model code, 4 spellings', spelling, lang());
  }
  for (let i = 0; i < 40; i++) {
    const l = lang();
    const p = product();
    const series = p[`name_${LOCALE_OF[l].toUpperCase()}`].split(' ').at(-2);
    add(results, 'series name (rare)', series.toLowerCase(), l);
  }
  for (let i = 0; i < 40; i++) {
    const l = lang();
    add(results, 'qualifier + family', plain(`${pick(QUALIFIERS)[l]} ${pick(FAMILIES).name[l]}`).toLowerCase(), l);
  }
  for (let i = 0; i < 30; i++) {
    const l = lang();
    add(results, 'specification label', plain(pick(SPECS)[2][l]).toLowerCase(), l);
  }
  for (let i = 0; i < 40; i++) {
    const l = lang();
    add(results, 'description words', `${pick(TEXT_WORDS[l])} ${pick(TEXT_WORDS[l])}`, l);
  }
  for (let i = 0; i < 20; i++) add(results, 'no match', `${pick(SYLLABLES)}qqq${i} zzz`, lang());
  const odd = ['"', 'NEAR(', '*', '-', 'OR', '"unbalanced', 'x'.repeat(5000), '😀 detector', "'; DROP TABLE products; --", 'VH-1*'];
  for (const q of odd) add(results, 'odd input', q, lang());

  const suggest = [];
  for (let i = 0; i < 80; i++) {
    const l = lang();
    const word = plain(pick(FAMILIES).name[l].split(' ')[0]).toLowerCase();
    add(suggest, 'family word prefix (2-6 chars)', word.slice(0, 2 + (i % 5)), l);
  }
  for (let i = 0; i < 60; i++) {
    const code = product().modelCode;
    const spelling = codeSpellings(code)[i % 4];
    add(suggest, 'model code prefix', spelling.slice(0, 3 + (i % 4)), lang());
  }
  for (let i = 0; i < 60; i++) {
    const l = lang();
    const series = product()[`name_${LOCALE_OF[l].toUpperCase()}`].split(' ').at(-2);
    add(suggest, 'series name prefix', series.slice(0, 3 + (i % 4)).toLowerCase(), l);
  }
  for (let i = 0; i < 60; i++) {
    const l = lang();
    const words = plain(`${pick(QUALIFIERS)[l]} ${pick(FAMILIES).name[l]}`).toLowerCase().split(' ');
    const full = words.slice(0, 2).join(' ');
    add(suggest, 'two words, second partly typed', full.slice(0, Math.max(words[0].length + 2, full.length - (i % 4))), l);
  }
  for (let i = 0; i < 20; i++) add(suggest, 'no match', `${pick(SYLLABLES)}qq`, lang());
  for (const q of odd) add(suggest, 'odd input', q, lang());
  return { results, suggest };
}
