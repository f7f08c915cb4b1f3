import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { companies, countries, dealerCountries, dealers } from '../schema';

/**
 * The dealers of "Find a dealer" (DECISIONS.md: distributors in at least 15 countries): fictional companies with
 * plausible addresses, and telephone numbers from ranges kept for drama where a country has one (UK 0113 496,
 * North America 555-01xx). The two portal companies (Nordhavn Inspection ApS, Iberia Ensayos SL) have their public
 * profiles linked to them. One dealer is unpublished: its country (Chile) has no page.
 */

type Tag = 'sales' | 'training' | 'repairs' | 'service';

interface SeedDealer {
  name: string;
  country: string;
  company?: string;
  address1: string;
  address2?: string;
  town: string;
  region?: string;
  postcode?: string;
  telephone: string;
  email: string;
  website: string;
  tags: readonly Tag[];
  serves?: readonly string[];
  published?: false;
}

const ALL: readonly Tag[] = ['sales', 'training', 'repairs', 'service'];

const DEALERS: readonly SeedDealer[] = [
  { name: 'Nordhavn Inspection ApS', country: 'Denmark', company: 'Nordhavn Inspection ApS', address1: 'Sundkaj 9', town: 'København Ø', postcode: '2150', telephone: '+45 32 71 40 00', email: 'salg@nordhavn-inspection.test', website: 'https://www.nordhavn-inspection.test', tags: ALL, serves: ['Iceland', 'Greenland'] },
  { name: 'Iberia Ensayos SL', country: 'Spain', company: 'Iberia Ensayos SL', address1: 'Calle de la Industria 14', address2: 'Polígono Industrial Las Mercedes', town: 'Madrid', postcode: '28022', telephone: '+34 913 20 45 60', email: 'ventas@iberia-ensayos.test', website: 'https://www.iberia-ensayos.test', tags: ['sales', 'repairs', 'service'], serves: ['Andorra'] },
  { name: 'Pennine Coating Inspection Ltd', country: 'United Kingdom', address1: 'Unit 4, Aire Valley Business Park', address2: 'Wharfedale Road', town: 'Leeds', postcode: 'LS9 0RS', telephone: '+44 113 496 0123', email: 'sales@pennine-inspection.test', website: 'https://www.pennine-inspection.test', tags: ALL, serves: ['Ireland'] },
  { name: 'Solent Test & Calibration Ltd', country: 'United Kingdom', address1: '22 Test Lane', address2: 'Nursling Industrial Estate', town: 'Southampton', postcode: 'SO16 0YA', telephone: '+44 23 8049 6071', email: 'service@solent-calibration.test', website: 'https://solent-calibration.test', tags: ['repairs', 'service'] },
  { name: 'Rheinprüf Messtechnik GmbH', country: 'Germany', address1: 'Industriestraße 27', town: 'Krefeld', postcode: '47829', region: 'Nordrhein-Westfalen', telephone: '+49 2151 93 84 0', email: 'vertrieb@rheinpruef.test', website: 'https://www.rheinpruef.test', tags: ['sales', 'training', 'service'], serves: ['Austria', 'Switzerland'] },
  { name: 'Sondes & Contrôles SARL', country: 'France', address1: '12 rue des Forges', town: 'Lyon', postcode: '69007', telephone: '+33 4 72 91 56 30', email: 'contact@sondes-controles.test', website: 'https://www.sondes-controles.test', tags: ['sales', 'repairs'] },
  { name: 'Delta Coating Inspectie B.V.', country: 'Netherlands', address1: 'Havenweg 31', town: 'Vlaardingen', postcode: '3133 KA', telephone: '+31 10 799 42 10', email: 'verkoop@delta-inspectie.test', website: 'https://www.delta-inspectie.test', tags: ALL, serves: ['Belgium', 'Luxembourg'] },
  { name: 'Lusoteste Equipamentos Lda', country: 'Portugal', address1: 'Rua do Amial 455', town: 'Porto', postcode: '4200-061', telephone: '+351 22 834 19 70', email: 'comercial@lusoteste.test', website: 'https://www.lusoteste.test', tags: ['sales', 'service'] },
  { name: 'Adriatica Collaudi S.r.l.', country: 'Italy', address1: "Via dell'Industria 8", town: 'Bologna', postcode: '40138', region: 'BO', telephone: '+39 051 601 23 45', email: 'vendite@adriatica-collaudi.test', website: 'https://www.adriatica-collaudi.test', tags: ['sales', 'training', 'repairs'] },
  { name: 'Bałtyk Diagnostyka Sp. z o.o.', country: 'Poland', address1: 'ul. Przemysłowa 12', town: 'Gdańsk', postcode: '80-542', telephone: '+48 58 343 21 90', email: 'biuro@baltyk-diagnostyka.test', website: 'https://baltyk-diagnostyka.test', tags: ['sales', 'service'], serves: ['Lithuania', 'Latvia', 'Estonia'] },
  { name: 'Norrsken Mätteknik AB', country: 'Sweden', address1: 'Industrigatan 4', town: 'Göteborg', postcode: '417 07', telephone: '+46 31 704 18 20', email: 'order@norrsken-matteknik.test', website: 'https://www.norrsken-matteknik.test', tags: ['sales', 'training'], serves: ['Finland'] },
  { name: 'Fjordkontroll AS', country: 'Norway', address1: 'Sandviksveien 110', town: 'Bergen', postcode: '5035', telephone: '+47 55 30 71 40', email: 'post@fjordkontroll.test', website: 'https://www.fjordkontroll.test', tags: ['sales', 'repairs', 'service'] },
  { name: 'Anadolu Kaplama Test Cihazları Ltd. Şti.', country: 'Türkiye', address1: 'İkitelli OSB, Giyim Sanatkarları Sitesi 3A Blok No: 14', town: 'Başakşehir', postcode: '34490', region: 'İstanbul', telephone: '+90 212 671 48 20', email: 'satis@anadolu-kaplama.test', website: 'https://www.anadolu-kaplama.test', tags: ['sales', 'service'] },
  { name: 'Gulf Coast Holiday Testing Inc.', country: 'United States', address1: '8450 Market Street Road', town: 'Houston, TX', postcode: '77029', telephone: '+1 713 555 0142', email: 'sales@gulfcoast-holiday.test', website: 'https://www.gulfcoast-holiday.test', tags: ALL },
  { name: 'Great Lakes Coating Instruments LLC', country: 'United States', address1: '2100 Fulton Avenue', town: 'Cleveland, OH', postcode: '44113', telephone: '+1 216 555 0187', email: 'orders@greatlakes-coating.test', website: 'https://greatlakes-coating.test', tags: ['sales', 'service'] },
  { name: 'Prairie Pipeline Inspection Supply Ltd', country: 'Canada', address1: '4520 78 Avenue NW', town: 'Edmonton, AB', postcode: 'T6B 2N3', telephone: '+1 780 555 0119', email: 'info@prairie-inspection.test', website: 'https://www.prairie-inspection.test', tags: ['sales', 'repairs', 'service'] },
  { name: 'Inspección Técnica del Golfo S.A. de C.V.', country: 'Mexico', address1: 'Av. Hidalgo 5004, Col. Sierra Morena', town: 'Tampico', postcode: '89210', region: 'Tamaulipas', telephone: '+52 833 210 45 67', email: 'ventas@itgolfo.test', website: 'https://www.itgolfo.test', tags: ['sales', 'training'] },
  { name: 'Sonda Brasil Equipamentos de Teste Ltda', country: 'Brazil', address1: 'Rua Voluntários da Pátria 1800', address2: 'Botafogo', town: 'Rio de Janeiro - RJ', postcode: '22270-010', telephone: '+55 21 3947 2210', email: 'vendas@sondabrasil.test', website: 'https://www.sondabrasil.test', tags: ['sales', 'repairs', 'service'], serves: ['Uruguay', 'Paraguay'] },
  { name: 'Gulf Spark Testing Equipment LLC', country: 'United Arab Emirates', address1: 'Warehouse 12, Street 6', address2: 'Al Quoz Industrial Area 3', town: 'Dubai', telephone: '+971 4 321 57 80', email: 'sales@gulfspark.test', website: 'https://www.gulfspark.test', tags: ALL, serves: ['Oman', 'Qatar', 'Bahrain', 'Kuwait'] },
  { name: 'Al Khobar Inspection Supplies Co.', country: 'Saudi Arabia', address1: 'King Khalid Street, Building 7120', town: 'Al Khobar', postcode: '34428', telephone: '+966 13 882 41 00', email: 'sales@khobar-inspection.test', website: 'https://www.khobar-inspection.test', tags: ['sales', 'service'] },
  { name: 'Deccan Coating Test Instruments Pvt. Ltd.', country: 'India', address1: 'Plot 42, MIDC Bhosari', town: 'Pune', postcode: '411026', region: 'Maharashtra', telephone: '+91 20 2712 4580', email: 'sales@deccan-coatingtest.test', website: 'https://www.deccan-coatingtest.test', tags: ['sales', 'repairs'] },
  { name: 'Highveld Inspection Equipment (Pty) Ltd', country: 'South Africa', address1: '17 Electron Avenue', address2: 'Isando', town: 'Kempton Park', postcode: '1600', telephone: '+27 11 974 22 60', email: 'sales@highveld-inspection.test', website: 'https://www.highveld-inspection.test', tags: ['sales', 'training', 'service'], serves: ['Namibia', 'Botswana'] },
  { name: 'Southern Cross Coating Inspection Pty Ltd', country: 'Australia', address1: '3/21 Export Drive', town: 'Brooklyn VIC', postcode: '3012', telephone: '+61 3 9314 7020', email: 'sales@southerncross-inspection.test', website: 'https://www.southerncross-inspection.test', tags: ALL, serves: ['New Zealand'] },
  { name: 'Kansai Coating Inspection Co., Ltd.', country: 'Japan', address1: '2-4-8 Nankokita, Suminoe-ku', town: 'Osaka', postcode: '559-0034', telephone: '+81 6 6613 2740', email: 'sales@kansai-inspection.test', website: 'https://www.kansai-inspection.test', tags: ['sales', 'service'] },
  { name: 'Hanbit Test Equipment Co., Ltd.', country: 'South Korea', address1: '55 Gongdan-ro, Seongsan-gu', town: 'Changwon', postcode: '51567', telephone: '+82 55 287 3160', email: 'sales@hanbit-test.test', website: 'https://www.hanbit-test.test', tags: ['sales', 'repairs'] },
  { name: 'Andes Recubrimientos SpA', country: 'Chile', address1: 'Av. Américo Vespucio 1501', town: 'Santiago', postcode: '8580000', telephone: '+56 2 2940 1180', email: 'ventas@andes-recubrimientos.test', website: 'https://www.andes-recubrimientos.test', tags: ['sales'], published: false },
];

export async function seedDealers(db: Database): Promise<void> {
  const names = [...new Set(DEALERS.flatMap((dealer) => [dealer.country, ...(dealer.serves ?? [])]))];
  const countryRows = await db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.name, names));
  const countryIds = new Map(countryRows.map((row) => [row.name, row.id]));
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const companyIds = new Map(companyRows.map((row) => [row.name, row.id]));
  const idOf = (name: string) => {
    const id = countryIds.get(name);
    if (id === undefined) throw new Error(`Seed needs the country ${name}`);
    return id;
  };

  for (const [index, dealer] of DEALERS.entries()) {
    const [row] = await db
      .insert(dealers)
      .values({
        name: dealer.name,
        companyId: dealer.company ? (companyIds.get(dealer.company) ?? null) : null,
        countryId: idOf(dealer.country),
        address1: dealer.address1,
        address2: dealer.address2 ?? '',
        town: dealer.town,
        region: dealer.region ?? '',
        postcode: dealer.postcode ?? '',
        telephone: dealer.telephone,
        email: dealer.email,
        website: dealer.website,
        sales: dealer.tags.includes('sales'),
        training: dealer.tags.includes('training'),
        repairs: dealer.tags.includes('repairs'),
        service: dealer.tags.includes('service'),
        published: dealer.published ?? true,
        sort: index * 10,
      })
      .returning({ id: dealers.id });
    const served = dealer.serves ?? [];
    if (served.length > 0) {
      await db.insert(dealerCountries).values(served.map((name, sort) => ({ dealerId: row!.id, countryId: idOf(name), sort })));
    }
  }
}
