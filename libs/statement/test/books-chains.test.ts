// The chains of fifty markets (brands.ts, 2026-12-07): one chain a country, printed as a card or bill row prints it
// with its branch, street or city after the name, gets the chain's usual name and its category; and every name
// the table guards (a word, a first name, another firm's name or the chain's name in another market) is not taken
// for the chain. Descriptions are invented, in each country's usual shape; none is a labelled set's row.
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { BRANDS } from '../src/books/brands.js';
import { ANY_CHAR, beginsAsOneOf, prefixesOf } from '../src/books/first-chars.js';
import { brandOf, foldUpper } from '../src/books/payee.js';
import { booked } from './booked.js';

describe('a chain of each market, with its branch and city after its name', () => {
  test.each([
    ['DEBIT CARD PURCHASE 03/14 ALBERTSONS #4412 BOISE ID', 'Albertsons', 'groceries'], // US
    ['LONDON DRUGS 0012 VANCOUVER BC', 'London Drugs', 'health'], // Canada
    ['COMPRA BODEGA AURRERA TLALPAN CDMX', 'Bodega Aurrera', 'groceries'], // Mexico
    ['COMPRA CARTAO GBARBOSA JARDINS ARACAJU', 'GBarbosa', 'groceries'], // Brazil
    ['COMPRA DEBITO 14/03 FARMACITY PALERMO CABA', 'Farmacity', 'health'], // Argentina
    ['Compra Nacional 12/03 COPEC LAS CONDES SANTIAGO CL', 'Copec', 'fuel'], // Chile
    ['COMPRA EN TERPEL CALLE 80 BOGOTA', 'Terpel', 'fuel'], // Colombia
    ['COMPRA POS INKAFARMA MIRAFLORES LIMA', 'Inkafarma', 'health'], // Peru
    ['CARD PAYMENT TO CAFFE NERO 1234 MANCHESTER', 'Caffe Nero', 'meals'], // UK
    ['POS DUNNES STORES CORNELSCOURT DUBLIN', 'Dunnes Stores', 'groceries'], // Ireland
    ['CARTE X1234 12/03 GALERIES LAFAYETTE PARIS 09', 'Galeries Lafayette', 'shopping'], // France
    ['Kartenzahlung VAPIANO KOELN HBF', 'Vapiano', 'meals'], // Germany
    ['BIPA 1234 WIEN MARIAHILF', 'Bipa', 'health'], // Austria
    ['DENNER AG ZUERICH OERLIKON', 'Denner', 'groceries'], // Switzerland
    ['WILLYS GOTEBORG FROLUNDA', 'Willys', 'groceries'], // Sweden
    ['KIWI 123 MAJORSTUEN OSLO', 'Kiwi', 'groceries'], // Norway
    ['MATAS STROEGET KOBENHAVN', 'Matas', 'health'], // Denmark
    ['K-CITYMARKET ESPOO ISO OMENA', 'K-Citymarket', 'groceries'], // Finland
    ['MULTIPHARMA 123 BRUXELLES', 'Multipharma', 'health'], // Belgium
    ['COMPRA TARJ BERSHKA GRAN VIA MADRID', 'Bershka', 'shopping'], // Spain
    ['PAGAMENTO POS OLD WILD WEST ROMA EUR', 'Old Wild West', 'meals'], // Italy
    ['SKLAVENITIS PEIRAIAS ATHINA', 'Sklavenitis', 'groceries'], // Greece
    ['BIEDRONKA 1234 WARSZAWA MOKOTOW', 'Biedronka', 'groceries'], // Poland
    ['ALBERT HYPERMARKET PRAHA CHODOV', 'Albert', 'groceries'], // Czechia
    ['MEGA IMAGE 0123 BUCURESTI', 'Mega Image', 'groceries'], // Romania
    ['A101 KADIKOY ISTANBUL', 'A101', 'groceries'], // Turkey
    ['SHUFERSAL DEAL HAIFA', 'Shufersal', 'groceries'], // Israel
    ['POS-PURCHASE ADNOC 123 ABU DHABI', 'ADNOC', 'fuel'], // UAE
    ['NAHDI PHARMACY TAHLIA JEDDAH', 'Nahdi', 'health'], // Saudi Arabia
    ['SEOUDI MARKET ZAMALEK CAIRO', 'Seoudi', 'groceries'], // Egypt
    ['FOOD LOVERS MARKET SANDTON JOHANNESBURG', "Food Lover's Market", 'groceries'], // South Africa
    ['POS PURCHASE @ JUSTRITE LEKKI LAGOS NG', 'Justrite', 'groceries'], // Nigeria
    ['QUICKMART KILIMANI NAIROBI', 'Quickmart', 'groceries'], // Kenya
    ['POS 4471 SHOPPERS STOP PHOENIX MUMBAI', 'Shoppers Stop', 'shopping'], // India
    ['消费 奈雪的茶深圳海岸城店', '奈雪的茶', 'meals'], // China
    ['POS PURCHASE MANNINGS CAUSEWAY BAY HK', 'Mannings', 'health'], // Hong Kong
    ['康是美 台北忠孝店', '康是美', 'health'], // Taiwan
    ['UNIQLO GINZA TOKYO JP', 'Uniqlo', 'shopping'], // Japan
    ['OLIVE YOUNG MYEONGDONG SEOUL KR', 'Olive Young', 'health'], // Korea
    ['SHENG SIONG 123 BEDOK SINGAPORE SG', 'Sheng Siong', 'groceries'], // Singapore
    ['MYDIN USJ SUBANG JAYA MY', 'Mydin', 'groceries'], // Malaysia
    ['INDOMARET KEMANG JAKARTA ID', 'Indomaret', 'groceries'], // Indonesia
    ['CAFE AMAZON SUKHUMVIT BANGKOK TH', 'Cafe Amazon', 'meals'], // Thailand
    ['PUREGOLD CUBAO QUEZON CITY PH', 'Puregold', 'groceries'], // Philippines
    ['HIGHLANDS COFFEE QUAN 1 HO CHI MINH VN', 'Highlands Coffee', 'meals'], // Vietnam
    ['HUNGRY JACKS 123 PARRAMATTA NSW', "Hungry Jack's", 'meals'], // Australia
    ['MITRE 10 MEGA PETONE NZ', 'Mitre 10', 'shopping'], // New Zealand
  ])('%s → %s · %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });
});

describe('a name the table guards is not taken for the chain it resembles', () => {
  // [the chain's payee, a name that is the chain (with what follows it), a look-alike that is not]
  test.each([
    // a word, a first name or another firm, told apart by the words that follow the chain's name
    ['Gap', 'GAP #1234 BOSTON MA', 'GAP FILLER LLC'],
    ['ARCO', 'ARCO #82011 LOS ANGELES', 'ARCO IRIS PAPELERIA'],
    ['Cava', 'CAVA 0123 WASHINGTON DC', 'CAVA DE VINOS'],
    ['BART', 'BART CLIPPER SAN FRANCISCO', "BART'S PIZZA"],
    ['Optimum', 'OPTIMUM 8000 BILL PAY', 'OPTIMUM NUTRITION'],
    ['Peacock', 'PEACOCK TV 8001234', 'PEACOCK INN PRINCETON'],
    ['Real Canadian Superstore', 'SUPERSTORE #1512 CALGARY', 'SUPERSTORE AUTO PARTS'],
    ['Maxi', 'MAXI #8611 MONTREAL', 'MAXI COSI BABY'],
    ['Winners', 'WINNERS 0812 TORONTO', 'WINNERS CIRCLE'],
    ['Rona', 'RONA #61000 LAVAL QC', 'RONA HAIR SALON'],
    ['Husky', 'HUSKY 1234 EDMONTON', 'HUSKY ENERGY'],
    ["Harvey's", "HARVEY'S #2041 OTTAWA", 'HARVEYS FURNITURE'],
    ['STM', 'STM MONTREAL', 'STM MICROELECTRONICS'],
    ['Liverpool', 'LIVERPOOL INSURGENTES CDMX', 'LIVERPOOL CITY COUNCIL'],
    ['Drogaria Araujo', 'DROGARIA ARAUJO SAVASSI', 'ARAUJO SILVA'],
    ["Bob's", 'BOBS 1234 SAO PAULO', "BOB'S BURGERS"],
    ['Disco', 'DISCO 123 BELGRANO', 'DISCO BAR PALERMO'],
    ['Colmena', 'ISAPRE COLMENA SANTIAGO', 'COLMENA DE ABEJAS'],
    ['Ara', 'TIENDAS ARA BOGOTA', 'ARA PACIS'],
    ['DiDi', 'DIDI CHUXING', 'DIDI FOOD'],
    ['Iceland', 'ICELAND FOODS LEEDS', 'ICELANDAIR'],
    ['Iceland', 'ICELAND 1234 CARDIFF', 'ICELAND REYKJAVIK'],
    ['Mace', 'MACE 123 CORK', 'MACE SPRAY'],
    ['Leon', 'LEON RESTAURANTS LONDON', 'LEON GARCIA'],
    ['Tortilla', 'TORTILLA MEXICAN GRILL LONDON', 'TORTILLA CHIPS'],
    ['SSE Airtricity', 'SSE AIRTRICITY DUBLIN', 'SSE SEGUROS'],
    ['Zurich', 'ZURICH INSURANCE PLC', 'ZURICH AIRPORT'],
    ['Vitality', 'VITALITY HEALTH PREMIUM', 'VITALITY JUICE BAR'],
    ['Nicolas', 'NICOLAS 123 PARIS', 'NICOLAS DUPONT'],
    ['Action', 'ACTION 1234 LILLE', 'ACTION FOR CHILDREN'],
    ['Jules', 'JULES 123 LYON', 'JULES VERNE RESTAURANT'],
    ['BUT', 'BUT SAS PARIS', 'BUT FIRST COFFEE'],
    ['Paul', 'PAUL BOULANGERIE GARE DU NORD', 'PAUL SMITH'],
    ['Quick', 'QUICK 123 BRUXELLES', 'QUICK CAR WASH'],
    ['Alan', 'ALAN SA PARIS', 'ALAN SMITH'],
    ['Manor', 'MANOR AG BASEL', 'MANOR HOUSE HOTEL'],
    ['Sunrise', 'SUNRISE UPC ZURICH', 'SUNRISE CAFE'],
    ['Drei', 'DREI AUSTRIA WIEN', 'DREI HASEN'],
    ['Concordia', 'CONCORDIA VERSICHERUNG HANNOVER', 'CONCORDIA UNIVERSITY'],
    ['Condor', 'CONDOR FLUGDIENST FRANKFURT', 'CONDOR HOTEL'],
    ['Flink', 'FLINK SE BERLIN', 'FLINK BAKERY'],
    ['Kiwi', 'KIWI 123 MAJORSTUEN OSLO', 'KIWI.COM'],
    ['Bonus', 'BONUS VERSLUN REYKJAVIK', 'BONUS PAYMENT'],
    ['Kronan', 'KRONAN REYKJAVIK', 'KRONANS APOTEK'],
    ['SATS', 'SATS MAJORSTUEN OSLO', 'SATS LTD SINGAPORE'],
    ['YX', 'YX 123 BERGEN', 'YX SOLUTIONS'],
    ['XXL', 'XXL SPORT OSLO', 'XXL NUTRITION'],
    ['Ruter', 'RUTER BILLETT OSLO', 'RUTER KONGEN'],
    ['Cactus', 'CACTUS MARKT LUXEMBOURG', 'CACTUS CLUB CAFE'],
    ['Match', 'MATCH 123 NAMUR', 'MATCH.COM'],
    ['Brico', 'BRICO PLAN-IT LIEGE', 'BRICO BOIS SARL'],
    ['TEC', 'TEC CHARLEROI', 'TEC DE MONTERREY'],
    ['EKO', 'EKO 123 ATHINA', 'EKO ELECTRIC PREPAID'],
    ['Elin', 'ELIN OIL ATHINA', 'ELIN PELIN'],
    ['Public', 'PUBLIC STORES ATHINA', 'PUBLIC STORAGE'],
    ['Everest', 'EVEREST SA ATHINA', 'EVEREST COLLEGE'],
    ['Nova', 'NOVA TELECOM ATHINA', 'NOVA SCOTIA POWER'],
    ['Aegean', 'AEGEAN AIRLINES ATHINA', 'AEGEAN RESTAURANT'],
    ['Dino', 'DINO POLSKA POZNAN', 'DINO PIZZERIA'],
    ['Reserved', 'RESERVED 123 WARSZAWA', 'RESERVED PARKING'],
    ['CCC', 'CCC SA WARSZAWA', 'CCC CAR CARE'],
    ['Play', 'PLAY SP Z O O WARSZAWA', 'PLAY AREA CAFE'],
    ['Plus', 'PLUS GSM WARSZAWA', 'PLUS500 TRADING'],
    ['Albert', 'ALBERT HYPERMARKET PRAHA', 'ALBERT EINSTEIN'],
    ['MOL', 'MOL 123 BRNO', 'MOL LOGISTICS'],
    ['PRE', 'PRAZSKA ENERGETIKA PRAHA', 'PRE SCHOOL'],
    ['CBA', 'CBA PRIMA BUDAPEST', 'CBA CREDIT CARD'],
    ['Profi', 'PROFI ROM FOOD BUCURESTI', 'PROFI TOOLS'],
    ['Digi', 'DIGI ROMANIA BUCURESTI', 'DIGI KEY ELECTRONICS'],
    ['Mango', 'MANGO 123 BARCELONA', 'MANGO TREE RESTAURANT'],
    ['Sprinter', 'SPRINTER MEGASTORE MADRID', 'SPRINTER VAN RENTAL'],
    ['DISA', 'DISA GAS TENERIFE', 'DISA ANDERSEN'],
    ['Pelayo', 'PELAYO SEGUROS MADRID', 'PELAYO GARCIA'],
    ['Kiko Milano', 'KIKO MILANO ROMA', 'KIKO MARKET'],
    ['BIM', 'BIM BIRLESIK MAGAZALAR', 'BIM MODELLING'],
    ['Gratis', 'GRATIS 123 ISTANBUL', 'GRATIS PARKING'],
    ['Pegasus', 'PEGASUS HAVA YOLLARI', 'PEGASUS HOTEL'],
    ['Victory', 'VICTORY SUPERMARKET TEL AVIV', 'VICTORY CHURCH'],
    ['Danube', 'DANUBE HYPER JEDDAH', 'DANUBE CRUISES'],
    ['Wataniya', 'WATANIA PETROLEUM', 'WATANIA INSURANCE'],
    ['Nol', 'NOL CARD TOP UP', 'NOL HOLDINGS'],
    ['Boxer', 'BOXER SUPERSTORE SOWETO', 'BOXER SHORTS'],
    ['Pep', 'PEP STORES CAPE TOWN', 'PEP BOYS'],
    ['Spur', 'SPUR STEAK RANCHES DURBAN', 'SPUR TREE'],
    ['Momentum', 'MOMENTUM HEALTH DEBIT', 'MOMENTUM FITNESS'],
    ['Westside', 'WESTSIDE TRENT BANDRA', 'WESTSIDE BARBERS'],
    ['Fortress', 'FORTRESS APM HK', 'FORTRESS SELF STORAGE'],
    ['Broadway', 'BROADWAY HK CAUSEWAY BAY', 'BROADWAY THEATRE'],
    ['Lawson', 'LAWSON 12345 SHIBUYA', 'LAWSON PRODUCTS'],
    ['Aeon', 'AEON MALL MAKUHARI', 'AEON CREDIT SERVICE'],
    ['Rakuten', 'RAKUTEN ICHIBA', 'RAKUTEN MOBILE'],
    ['Matsuya', 'MATSUYA SHIBUYA', 'MATSUYA DEPT GINZA'],
    ['SoftBank', 'SOFTBANK MOBILE TOKYO', 'SOFTBANK GROUP'],
    ['E-Mart', 'E-MART SEONGSU SEOUL', 'EMART24 GANGNAM'],
    ['Giant', 'GIANT HYPERMARKET SHAH ALAM', 'GIANT BICYCLES'],
    ['Guardian', 'GUARDIAN MID VALLEY KUALA LUMPUR', 'GUARDIAN LIFE INSURANCE'],
    ['Courts', 'COURTS SINGAPORE TAMPINES', 'COURTS SERVICE'],
    ['Challenger', 'CHALLENGER 123 FUNAN', 'CHALLENGER MOTOR'],
    ['Grab', 'GRAB* A-5XKQ2DFG SINGAPORE', 'GRAB PAY TOP UP'],
    ["Touch 'n Go", 'TOUCH N GO PLUS TOLL', 'TOUCH N GO EWALLET RELOAD'],
    ['Garuda Indonesia', 'GARUDA INDONESIA JAKARTA', 'GARUDA FOOD'],
    ['Rebel', 'REBEL SPORT CHATSWOOD', 'REBEL WILSON'],
    ['Spotlight', 'SPOTLIGHT PTY LTD RICHMOND', 'SPOTLIGHT THEATRE'],
    ['The Warehouse', 'THE WAREHOUSE PORIRUA', 'THE WAREHOUSE BAR'],
    ['Gull', 'GULL NZ PETONE', 'GULL ROCK CAFE'],
    ['Spark', 'SPARK NZ WELLINGTON', 'SPARK ELECTRIC'],
    // a required second word
    ['Greyhound', 'GREYHOUND LINES DALLAS TX', 'GREYHOUND INN OXFORD'],
    ['SAS', 'SAS AIRLINES STOCKHOLM', 'SAS DUPONT PLOMBERIE'],
    ['Zain', 'ZAIN KSA POSTPAID RIYADH', 'ZAIN AHMED TRADING'],
    ['SEWA', 'SHARJAH ELECTRICITY AND WATER', 'SEWA RUMAH MAC'],
    ['ECG', 'ECG PREPAID ACCRA', 'ECG TEST CLINIC'],
    ['csl', 'CSL MOBILE HONG KONG', 'CSL PLASMA'],
    ['Allegro', 'ALLEGRO.PL POZNAN', 'ALLEGRO PIZZERIA'],
    ['Next', 'NEXT RETAIL LTD LEICESTER', 'NEXT LEVEL BARBERS'],
    ['Michaels', 'MICHAELS STORES 1234 DALLAS', 'MICHAELS PLUMBING'],
    ["Casey's", 'CASEYS GEN STORE 2451 AMES IA', 'CASEY JONES DINER'],
    ['Pilot Flying J', 'PILOT TRAVEL CENTER 123', 'PILOT PEN'],
    ["Love's", "LOVE'S TRAVEL STOP 456", 'LOVES BAKERY'],
    ['Enterprise', 'ENTERPRISE RENT-A-CAR 0123', 'ENTERPRISE SOLUTIONS'],
    ['Smart', 'SMART COMMUNICATIONS MAKATI', 'SMART PARKING'],
    ['Great Eastern', 'GREAT EASTERN LIFE SINGAPORE', 'GREAT EASTERN HOTEL'],
    ['AIA', 'AIA SINGAPORE PREMIUM', 'AIA ARCHITECTS'],
    ['Glo', 'GLO MOBILE AIRTIME', 'GLO NAIL BAR'],
    // an earlier brand of the table that must not take a later one's name
    ['United Airlines', 'UNITED 0162345678 HOUSTON TX', 'UNITED UTILITIES WATER'],
    ['Orange', 'ORANGE SA PARIS', 'ORANGE THEORY FITNESS'],
    ['Sky', 'SKY DIGITAL 0123', 'SKY AIRLINE SANTIAGO'],
    ['Eni', 'ENI STATION 123 MILANO', 'ENI PLENITUDE'],
    ['Jumbo', 'JUMBO 123 UTRECHT', 'JUMBO ELECTRONICS DUBAI MALL'],
    ['Swiggy', 'SWIGGY BANGALORE', 'SWIGGY INSTAMART BANGALORE'],
    ['Jio', 'JIO PREPAID RECHARGE', 'JIO-BP PETROL PUMP'],
    ['FairPrice', 'NTUC FAIRPRICE TAMPINES', 'NTUC INCOME INSURANCE'],
    ['OXXO', 'OXXO 1234 MONTERREY', 'OXXO GAS MONTERREY'],
    ['Shopee', 'SHOPEE MALAYSIA', 'SHOPEE FOOD'],
    ['GMF', 'GMF ASSURANCES', 'GMF 4X1000'],
    ['Priceline', 'PRICELINE.COM', 'PRICELINE PHARMACY BONDI'],
  ])('%s: "%s" is the chain, "%s" is not', (payee, chain, lookAlike) => {
    expect(brandOf(chain)?.payee).toBe(payee);
    expect(brandOf(lookAlike)?.payee).not.toBe(payee);
  });
});

describe('the brands a name can begin as (first-chars.ts prefixesOf)', () => {
  test('a pattern is read to its first characters, its alternatives and optional parts each a beginning', () => {
    const read = (re: RegExp, k = 6) => prefixesOf(re, k) && [...prefixesOf(re, k)!].map((p) => p.replaceAll(ANY_CHAR, '.')).sort();
    expect(read(/^ALBERTSONS\b/)).toEqual(['ALBERT']);
    expect(read(/^KWIK TRIP\b|^KWIKTRIP\b/)).toEqual(['KWIK T', 'KWIKTR']);
    expect(read(/^(LOJAS )?AMERICANAS\b/)).toEqual(['AMERIC', 'LOJAS ']);
    // (letters read quickly stop before an optional one; the parser, for what they cannot read, reads on)
    expect(read(/^B ?& ?Q\b/, 3)).toEqual(['B']);
    expect(read(/^\.B ?&Q\b/, 4)).toEqual(['.B &', '.B&Q']);
    expect(read(/^[AB]X/, 2)).toEqual(['.X']);
    // a character by its code is that character: the CLI's bundle, written in ASCII, spells CJK names so
    expect(read(new RegExp('^\\u7F8E\\u56E2'))).toEqual(['美团']);
    expect(read(/^X/i)).toBeNull();
    expect(read(/^(X)?/)).toBeNull();
    expect(beginsAsOneOf('SHOPEE', ['SHOP', 'LAZ'])).toBe(true);
    expect(beginsAsOneOf('SHELL ', [`SH${ANY_CHAR}P`])).toBe(false);
  });

  test('every brand that matches a labelled description (or a tail of one) begins as one of its prefixes', () => {
    // The books try only the brands whose prefixes a name begins as (payee.ts's brandOf): a prefix set that missed a
    // beginning would lose that brand.
    // Every brand has a set, or each would be tried for every name.
    const sets = BRANDS.map((b) => prefixesOf(b.match, 6));
    expect(BRANDS.filter((_, i) => sets[i] === null).map((b) => String(b.match))).toEqual([]);
    const labels = fs.readFileSync(new URL('../../bench/books/labels.tsv', import.meta.url), 'utf8').split('\n').slice(1);
    const names = labels.map((line) => line.split('\t')[2] ?? '').filter((d) => d && !d.startsWith('sha256:'));
    const texts = names.flatMap((d) => d.split(/\s+/).map((_, i, words) => foldUpper(words.slice(i).join(' '))));
    let matched = 0;
    const missed: string[] = [];
    for (const text of texts) {
      BRANDS.forEach((b, i) => {
        if (!b.match.test(text)) return;
        matched++;
        if (!beginsAsOneOf(text.slice(0, 6), sets[i]!)) missed.push(`${b.match} ${text}`);
      });
    }
    expect(matched).toBeGreaterThan(500);
    expect(missed).toEqual([]);
  });

  test('the lookup finds the same brand as trying the whole table in order', () => {
    const samples = ['ALBERTSONS #44 BOISE', 'UNITED UTILITIES', 'SKY AIRLINE', 'SHELL 1234', 'JOLLIBEE SM', '美团外卖', 'KWIKTRIP 12', 'B & Q 123', 'ZZZ UNKNOWN'];
    for (const s of samples) expect(brandOf(s)).toBe(BRANDS.find((b) => b.match.test(foldUpper(s))) ?? null);
  });
});
