import type { CategoryId } from './categories.js';
import { foldUpper, type PayeeReading } from './payee.js';
import { simplifiedHan } from './structured.js';

/**
 * The category a row is booked to, from its payee reading and its words (issue 26, "Category"), by rules we
 * ship: each names the words it looks for, in the languages the engine reads. The first rule that holds wins,
 * and says why. "Uncategorised" when nothing in the row tells.
 */
export type Categorisation = { category: CategoryId; why: string };

type KeywordRule = { category: CategoryId; words: RegExp };

// What a payment was for, when its memo says it (a transfer to a person marked "RENT" is rent).
const MEMO_RULES: KeywordRule[] = [
  // (a US direct deposit's words, "DIR DEP", say a salary was paid in)
  { category: 'payroll', words: /\b(SALARY|PAYROLL|WAGES|SAL|GEHALT|LOHN|NOMINA|SALAIRE|STIPENDIO|SALARIS|SALARIO|ORDENADO|EMOLUMENTI|RETRIBUZIONE|PAIE|LOON|DIR DEP|DIRECT DEP|DIRECT DEPOSIT)\b|工资|奖金|\bVENCIMENTOS?\b(?! ?(DE |DO )?\d)/ },
  // Portuguese "renda" is rent in a memo; "renda fixa" (fixed income) is an investment. Spanish "renta" is rent in
  // Mexico and income tax in Spain ("RENTA 2023"): rent only before a month or the home ("RENTA ABRIL", "RENTA DEPTO").
  { category: 'rent', words: /\b(RENT|RENTAL|MIETE|NEBENKOSTEN|ALQUILER|ARRIENDO|LOYER|AFFITTO|HUUR|ALUGUEL|HYRA|HUSLEIE|HUSLEJE|RENDA(?! FIXA| VARIAVEL)|RENTA (ENERO|FEBRERO|MARZO|ABRIL|MAYO|JUNIO|JULIO|AGOSTO|SEPTIEMBRE|OCTUBRE|NOVIEMBRE|DICIEMBRE|MENSUAL|CASA|DEPTO|DEPARTAMENTO|LOCAL)|CONDOMINIO|CONDOMINIALI|CONDOMINIALE|SEWA RUMAH|SEWA)\b|房租|租金/ },
  // (a debt repaid between people: Malay "hutang", Tagalog "utang", "bayad utang")
  { category: 'loans', words: /\b(HUTANG|UTANG|LOAN|DARLEHEN|DARLEHENSRATE|KREDITRATE|TILGUNG|PRESTAMO|PRET|PRESTITO|LENING|LAN|EMPRESTIMO|FINANCIAMENTO|REMBOURSEMENT PRET|RATENKREDIT)\b|还款|借款|还钱/ },
  // A donation's word in the banks' languages, a school's purposes: a gift to a cause or a school, not between people.
  { category: 'other', words: /\b(HOUSEKEEPING|CHILDCARE|NANNY|CLEANING|TUITION|SPENDE|SPENDEN|DONATION|DONATIONS|DONATIVO|DONAZIONE|DOACAO|DONATIE|CHARITY|KLASSENFAHRT|KLASSENKASSE|SCHULGELD)\b|捐款|捐赠|学费/ },
];

// Household help in the banks' languages (a maid, a nanny, a cleaner, Portuguese "empregada" and "diarista", German
// "Putzfrau", French "femme de menage", Italian "colf" and "badante", Spanish "asistenta"; India's "bai" is also a name).
const HOUSEHOLD_HELP = /\b(MAID|MAIDS|HOUSEMAID|NANNY|AU PAIR|HOUSEKEEPER|CLEANER|CLEANING LADY|EMPREGADA|DIARISTA|FAXINEIRA|PUTZFRAU|PUTZHILFE|HAUSHALTSHILFE|FEMME DE MENAGE|COLF|BADANTE|ASISTENTA|EMPLEADA DOMESTICA)\b/;

// Benefits some tax authorities pay ("HMRC CHILD BENEFIT", "WORKING TAX CREDIT", Kindergeld from a Familienkasse).
// (and the Dutch tax office's allowances: "Belastingdienst Toeslagen zorgtoeslag", huurtoeslag, kindgebonden budget)
const TAX_AUTHORITY_BENEFIT = /\b(CHILD BENEFIT|TAX CREDITS?|KINDERGELD|ALLOCATIONS FAMILIALES|PRIME D.ACTIVITE|[A-Z]*TOESLAGE?N?|KINDGEBONDEN BUDGET)\b/;

const BENEFIT_WORDS = /\b(RENTE|PENSION|KINDERGELD|ELTERNGELD|ARBEITSLOSENGELD|KRANKENGELD|WOHNGELD|BURGERGELD)\b/;

// Words anywhere in the description, most specific first.
const KEYWORD_RULES: KeywordRule[] = [
  { category: 'income', words: /\b(MOBILE (CHECK|CHEQUE) DEPOSIT|(CHECK|CHEQUE) DEPOSIT|(CHQ|CHEQUE|CHECK) DEP|INGRESO (DE )?CHEQUES?|REMOTE DEPOSIT|DEPOSIT AT BRANCH)\b/ },
  // A card acquirer paying out a business's card takings (or a payment gateway's settlement, its name and the payout's
  // word apart: "NEFT CR-<ifsc>-RAZORPAY SOFTWARE PVT LTD-<holder>-SETTLEMENT"; in Chinese a merchant's or an
  // acquirer's settlement, 商户结算款).
  { category: 'card_settlements', words: /\b(MERCHANT SETTLEMENT|CARD SETTLEMENT|POS SETTLEMENT|SETTLEMENT CREDIT|(SQUARE|STRIPE|SUMUP|ZETTLE|YOCO|ADYEN|PAYPAL) (PAYOUT|TRANSFER|SETTLEMENT)|PAYOUT|REMISE (CB|CARTES?|TPE)|VERSEMENT (CB|TPE)|ACCREDITO (POS|TRANSATO POS|INCASSI POS)|(ABONO|LIQUIDACION|LIQ\.?|REMESA)( DE)? (TPV|DATAFONO)|UITBETALING (SUMUP|PIN|BETAALAUTOMAAT))\b|\b(RAZORPAY|PAYU|CASHFREE|PAGSEGURO|PAGBANK|MERCADO ?PAGO|CIELO|GETNET|STRIPE|SQUARE|SUMUP|ADYEN|YOCO|ZETTLE)\b.*\b(SETTLEMENT|SETTLMT|PAYOUT|LIQUIDACAO|REPASSE)\b|商户结算|POS结算|收单结算/ },
  { category: 'payroll', words: /(?<!\bVAN )\bLOON\b|\b(WEDDE|VAKANTIEGELD|EINDEJAARSPREMIE|PECULE DE VACANCES|SALARY|PAYROLL|WAGES|LOHN|GEHALT|NOMINA|SALAIRE|STIPENDIO|SALARIS|SALARIO|SALARIOS|LON|LONN|PALKKA|KYUYO|REMUNERATION|BEZUGE|PROVENTOS|FOLHA DE PAGAMENTO|FOLHA PAGAMENTO|HABERES|ORDENADO|EMOLUMENTI|RETRIBUZIONE|PAIE)\b|工资|奖金|給与|給料|\bVENCIMENTOS?\b(?! ?(DE |DO )?\d)/ },
  { category: 'taxes', words: /\b(CUOTA (DE )?AUTONOMOS?|ISR RETENIDO|RETENCION( DE)? ISR|TAX|TAXES|COUNCIL RATES|(CITY|BOROUGH|DISTRICT|COUNTY|METROPOLITAN|TOWN) COUNCIL|AUTORIDADE TRIBUTARIA|FINANZAMT|STEUER|HACIENDA|AEAT|IMPOTS|DGFIP|AGENZIA ENTRATE|F24|BELASTINGDIENST|CUKAI|TAXE|TAXE FONCIERE|TAXE D.HABITATION|FOD FINANCIEN|FOD FIN|SPF FINANCES|SPF FIN|PERSONENBELASTING|ONROERENDE VOORHEFFING|PRECOMPTE IMMOBILIER|VERKEERSBELASTING|SKATTEVERKET|SKAT|HMRC|IRS|DVLA|RECEITA FEDERAL|LEVY|STAMP DUTY|URSSAF|TRESOR PUBLIC|SEGURIDAD SOCIAL|TGSS|DARF|IPVA|IPTU|IOF|IMPUESTOS?|IMPOSTA|IMPOSTE|IMPOSTO|IMPOSTOS|IMPOT|IMPOSTA DI BOLLO|BOLLO|IMPOSTO DO SELO|IMPOSTO DE SELO|RITENUTA|RITENUTE|PRELEVEMENTS SOCIAUX|RETENCION|RETENCAO|WITHHOLDING TAX|BELASTING|BELASTINGEN|AANSLAG|IBI|IVTM|IMU|TARI|TASI|OZB|IGST|CGST|SGST|CTAX|C\/TAX|TASSA|TASSE|IUC|IMI|ITAX)\b|\b[A-Z]{4,}STEUER\b|\b[A-Z]{4,}BELASTINGE?N?\b|\b[A-Z]{4,}ABGABEN?\b|税|社保|社会保险/ },
  { category: 'insurance', words: /\b(INSURANCE|INSURE|ASSURANCES?|VERSICHERUNG|KFZ-VERSICHERUNG|KRANKENKASSE|AOK|BARMER|DAK|TECHNIKER KRANKENKASSE|SEGUROS?|SEGURADORA|ASSICURAZION[EI]|VERZEKERING|FORSAKRING|FORSIKRING|VAKUUTUS|MUTUELLE|CPAM|ASSURANCE MALADIE|CAISSE PRIMAIRE|MUTUALITEIT|MUTUALITE|ZIEKENFONDS|ZORGVERZEKERING|PREMIUM|WARRANTY|PREVOYANCE|LAMAL)\b|\b[A-Z]*(VERSICHERUNG|HAFTPFLICHT|VERZEKERAAR|VERZEKERING)[A-Z]*\b|保险|保険|保險/ },
  { category: 'loans', words: /\b(LEASING|LEASINGRATE|LOAN|FINANZIAMENTO|AFLOSSING|STUDIESCHULD|KREDIET|WOONKREDIET|AUTOLENING|PERSOONLIJKE LENING|MORTGAGE|MTG PYMT|EMI|FINANCIAL|(?<!E-)FINANCE|MOTOR CRED|MOTOR CREDIT|AUTO FIN|KREDIT|KREDITRATE|DARLEHEN|DARLEHENSRATE|TILGUNG|PRESTAMO|HIPOTECA|EMPRUNT|ECHEANCE PRET|ECHEANCE CREDIT|CREDIT IMMOBILIER|PRET IMMOBILIER|CREDIT CONSO|PRET PERSONNEL|MUTUO|PRESTITO|LENING|HYPOTHEEK|BOLAN|LAN|CRED(ITO)? (A )?HABITACAO|CREDITO PESSOAL|PRESTACAO (DE )?(CRED(ITO)?|EMPRESTIMO)|FINANCEIRA|FINANCIERA|FINANCIAMENTO|FINANZIARIA)\b|贷款|个贷|房贷|车贷|还贷|分期|ローン/ },
  // Saving by a plan or a building society contract: money put aside, moved to the holder's own savings (a loan's
  // repayment to a building society says so, and is read as one first).
  { category: 'transfers', words: /\b(SPARPLAN|SPARRATE|SPARBEITRAG|REGELSPARBEITRAG|SPARVERTRAG|WERTPAPIERSPARPLAN|ETF-SPARPLAN|BAUSPAREN|BAUSPARVERTRAG|BAUSPARBEITRAG|BAUSPARKASSE|BAUSPARRATE)\b/ },
  { category: 'rent', words: /\b(RENT(?!-A)|RENTAL|MIETE|NEBENKOSTEN|HAUSVERWALTUNG|WOHNBAU|ALQUILER|COMUNIDAD( DE)? PROPIETARIOS|LOYER|AFFITTO|CONDOMINIO|HUUR|ALUGUEL|CONDOMINIO|CONDOMINIALI|HYRA|HUSLEIE|HUSLEJE|LETTINGS|REALTY|PROPERTY MGMT|PROPERTY MANAGEMENT|ESTATES|GESTION LOCATIVE|IMOBILIARIA|INMOBILIARIA|IMMOBILIARE|AGENCE IMMOBILIERE|ADMINISTRADORA DE IMOVEIS|SYNDIC|COPROPRIETE|HAUSGELD|MIETKAUTION|KAUTION|NUTZUNGSGEBUHR|NUTZUNGSGEBUEHR|NUTZUNGSENTGELT)\b|\bWOHNUNGS[A-Z]{4,}\b|\b[A-Z]*BAUGENOSSENSCHAFT\b|房租|租金|物业|家賃/ },
  // ("internet" before a company's legal form or trade is a word of its name, "FLIPKART INTERNET PVT LTD", "PAGSEGURO
  // INTERNET INSTITUICAO DE PAGAMENTO": an online shop or a payment institution, not a line's bill)
  // (a public broadcaster's licence fee: the Beitragsservice printed with a space, "ORF-BEITRAGS SERVICE", Italy's canone)
  { category: 'utilities', words: /\b(BOLLETTA (LUCE|GAS|ACQUA|TELEFONO|TELEFONICA)|PAGAMENTO BOLLETT[AE]|BEITRAGS SERVICE|CANONE (RAI|TV)|REDEVANCE AUDIOVISUELLE|SERAFE|ELECTRIC|ELECTRICITY|ENERGY|ENERGIE|ENERGIA|POWER|GAS|WATER|WATERS|STROM|WASSER|STADTWERKE|ELECTRICA|AGUAS?|EAU|ACQUA|ACQUEDOTTO|SANEAMENTO|SANEAMIENTO|VATTEN|TELECOM|TELEKOM|TELEFONICA|RUNDFUNK|BEITRAGSSERVICE|MOBILE|MOBILFUNK|BROADBAND|FIBERNET|FIBRENET|FIBRE|FIBER|INTERNET(?! *$)(?![ -](PVT|PRIVATE|LTDA?|LIMITED|INSTITUICAO|S\.?A\.?|GMBH|INC|LLC|PAYMENTS?|COMMERCE|RETAIL|SHOPPING)\b)|WIRELESS|CABLE|KABELNETZ?|PREPAID ELECTRICITY|RECHARGE|AIRTIME|DENKI|SUIDO|UTILITY|UTILITIES)\b|\bRUNDFUNK[A-Z]+\b|\b(ABWASSER|ABFALL)[A-Z]*\b|\b(MULL|MUELL)(ABFUHR|GEBUHR|GEBUHREN|GEBUEHR|GEBUEHREN|ENTSORGUNG|TONNE)\b|\b(STROM|GAS|WASSER|ENERGIE|FERNWARME)(VERSORGUNG|VERSORGER|WERKE?|NETZ|VERBAND|LIEFERUNG)\b|\b(WATER|ENERGIE|GAS|ELEKTRICITEITS|NUTS)(BEDRIJF|LEIDINGBEDRIJF|MAATSCHAPPIJ|NET)\b|电力|电网|电费|水务|水费|自来水|供水|燃气|热力|话费|宽带|瓦斯|電力|ガス|水道/ },
  { category: 'fuel', words: /\b(FUEL|FUELS|PETROL|GASOLINE|GAS STATION|TANKSTELLE|GASOLINERA|CARBURANTS?|STATION-SERVICE|BENZIN|POSTO|PETROLEUM|FILLING STATION|FUEL STATION|PETROL PUMP|SERVICE STATION)\b|加油|ガソリン/ },
  { category: 'travel', words: /\b(PORTAGEM|PORTAGENS|PEDAGGIO|PEDAGGI|MAUT|AIRLINES?|AIRWAYS|AIR|HOTEL|HOTELS|MOTEL|HOSTEL|TAXI|CAB|PARKING|PARKHAUS|TRANSIT|TRAIN|RAIL|BAHN|BUS|TRAM|TRAMWAY|METRO TRANSIT|FERRY|TOLL|TOLLS|TRAVEL|BIKE|FLIGHT|VIAJES|VOYAGE|VIAGGI|REIS|TOPUP|TAXIS|CABS|MINICAB|LIMO|SHUTTLE|CAR HIRE|CAR RENTAL|PEAGE|AUTOROUTES?|PEAJE|PEDAGIO|ESTACIONAMENTO|APARCAMIENTO)\b|地铁|交通|出行|航空|机票|酒店|宾馆|高铁|停车|鉄道|タクシー/ },
  { category: 'meals', words: /\b(KAFFEEHAUS|HEURIGER|BEISL|EETCAFE|SNACKBAR|FRITUUR|PASTELERIA|CONFEITARIA|BACKHAUS|BACKSTUBE|RESTAURANT|RESTAURANTE|RISTORANTE|TRATTORIA|PIZZERIA|CAFE|CAFFE|COFFEE|KAFFEE|PIZZA|BURGER|BAKERY|BACKEREI|BAECKEREI|BOULANGERIE|PANADERIA|PADARIA|BAKKERIJ|BISTRO|BISTROT|BRASSERIE|DINER|DINING|EATS|EATERY|GRILL|KITCHEN|SUSHI|DELI|TOAST|BREAKFAST|FEAST|GRUB|CULINARY|GASTRONOMIC|FLAVORS?|FOODIE|FOOD HUB|TAKEAWAY|BAR|PUB|TAVERN|ALEHOUSE|TAPAS|CANTINA|DELIGHTS|MORNING|OVEN|PIES?|EPICUREAN|DELIGHT|NOODLES?|DUMPLINGS?|KEBAB|KEBABS|CURRY|TANDOORI|BBQ|STEAKHOUSE|CANTEEN|DONUTS?|BAGELS?|TAQUERIA|TACOS?|BAKEHOUSE|RAMEN|CREPERIE|PATISSERIE|TRAITEUR|RESTAU|SNACK|KONDITOREI|GASTSTATTE|GASTHAUS|GASTHOF|IMBISS|CAFETERIA|CHURRERIA|LANCHONETE|LANCHES|PASTELARIA|CHURRASCARIA|PIZZARIA|HAMBURGUERIA|SORVETERIA|EISCAFE|EISDIELE|GELATERIA|HELADERIA|GLACIER|TABERNA|ASADOR|FOURNIL|PASTICCERIA|OSTERIA|PANIFICIO|FRITERIE|FRITURE|MARISQUERIA|CERVECERIA|PARRILLA|TEAHOUSE|TEA HOUSE|TEAROOM|TEA ROOM|KAINAN|WARUNG|MAMAK|RESTORAN|KEDAI MAKAN|NASI LEMAK|NASI KANDAR|BIERGARTEN|BRAUHAUS|WIRTSHAUS|TRINKHALLE|DHABA)\b|\b[A-Z]{3,}(BACKEREI|BAECKEREI|KONDITOREI|GASTSTATTE|CAFE)\b|餐|饭|食堂|咖啡|外卖|奶茶|茶饮|火锅|レストラン|カフェ/ },
  { category: 'groceries', words: /\b(PASARAYA|KEDAI RUNCIT|ULTRAMARINOS|SUPERMARKET|SUPER MARKET|SUPERMARKT|SUPERMERCADOS?|SUPERMERCATO|SUPERMARCHE|HYPERMARKET|GROCERY|GROCERS?|MARKET|MARKETPLAC|MART|MARKT|MERCADO|BUTCHERY|FISH|PANTRY|HARVEST|FRESH|BAZAAR|PROVISIONS?|KONBINI|DAIRY|STORES|FOODS|FOOD STORE|BUTCHER|GREENGROCER|GROCERIES|EPICERIE|SUPERETTE|ALIMENTATION|BOUCHERIE|FROMAGERIE|PRIMEUR|PRIMEURS|METZGEREI|GETRANKE|GETRANKEMARKT|CARNICERIA|FRUTERIA|ALIMENTACION|ACOUGUE|HORTIFRUTI|ATACADO|ATACADAO|SACOLAO|POISSONNERIE|CHARCUTERIE|PESCADERIA|PEIXARIA|MERCEARIA|MINIMERCADO|KIRANA|GENERAL STORES?|PROVISION STORES?|FEINKOST|BIOLADEN|HOFLADEN|VERDULERIA|MACELLERIA|ALIMENTARI|SALUMERIA|PESCHERIA|SLAGERIJ|VISHANDEL|KAASHANDEL|GROENTEBOER|BUTCHERS|GROENTEWINKEL|GROENTENWINKEL|KAASWINKEL|VISWINKEL|FRUTARIA|TALHO)\b|\b[A-Z]{3,}(METZGEREI|FLEISCHEREI)\b|超市|超级市场|便利店|生鲜|菜市场|水果|スーパー|ストア/ },
  { category: 'health', words: /\b[A-Z]*(?<!TIER)(ARZTPRAXIS|PHYSIOPRAXIS|THERAPIEPRAXIS|ZAHNARZT)\b|\b(TANDARTS|TANDARTSPRAKTIJK|HUISARTS|HUISARTSENPRAKTIJK|FYSIO|FYSIOTHERAPIE|FYSIOTHERAPEUT|PHYSIOTHERAPIE|PHYSIOTHERAPY|PHYSIOTHERAPIST|FISIOTERAPIA|FISIOTERAPEUTA|DENTISTA|DENTISTE|CHIRURGIEN DENTISTE|ORTHODONTISTE|OPTIKER|OPTICIEN|OPTICA|OTTICA|OPTIEK|YOGA|PILATES|PHARMACY|PHARMACIES|PHARMA|PHARM|FARMACIAS|GIMNASIO|GYMNASE|PALESTRA|SPORTSCHOOL|GINASIO|SALLE DE SPORT|DROGISTERIJ|FITNESSSTUDIO|SPORTSTUDIO|APOTHEKE|FARMACIA|FARMASI|PHARMACIE|APOTEK|APOTEEKKI|APOTHEEK|DRUGSTORE|DRUG|CHEMIST|DOCTOR|DENTAL|DENTIST|CLINIC|HOSPITAL|MEDICAL|MEDICALS|MEDICOS|CHEMISTS|FITNESS|GYM|FITLIFE|PHYSIO|OPTICIAN|DROGERIE|DROGARIA|LABORATOIRE|MEDECIN|ARZT|ZAHNARZT|PRAXIS|CLINICA|MEDICO|ODONTO)\b|\b[A-Z]{3,}APOTHEKE\b|\bFITNESS[A-Z]+\b|药|医院|诊所|健身|薬局/ },
  { category: 'subscriptions', words: /\b(SUBSCRIPTION|ABO|ABONNEMENT|SUSCRIPCION|ABBONAMENTO|STREAMING|SOFTWARE|SAAS|CLOUD|APP STORE|DOMAIN|DOMAINS|DOMAINNAME|WEB HOSTING|HOSTING)\b/ },
  { category: 'shopping', words: /\b(BLUMEN|BLUMENHAUS|BLOEMIST|FLEURISTE|FLORISTERIA|FLORICULTURA|FIORAIO|MOEBEL|MOBEL|MEUBLES|MUEBLES|MOBILI|MOVEIS|MEUBELS|QUINCAILLERIE|PAPELERIA|PAPETERIE|CARTOLERIA|SCHREIBWAREN|SPIELWAREN|JOUETS|JUGUETERIA|GIOCATTOLI|BRINQUEDOS|SPEELGOED|HARDWARE|BOOKS?|BOOKSTORE|BOOKSHOP|KEDAI BUKU|BOEKHANDEL|BOEKWINKEL|LIVRARIA|LIBRAIRIE|ELECTRONICS|CLOTHING|FASHION|SHOES|FURNITURE|DEPATO|RETAIL|CAR SALES|TOYS|FLORIST|FLOWERS|STATIONERY|STATIONERS|GIFTS?|JEWELL?ERS?|OPTICAL|GARDEN CENTRE|GARDEN CENTER|DIY|OUTLET|BOUTIQUE|DEPARTMENT STORE|LIQUOR|LIQUORS|CHAUSSURES|JARDINERIE|BRICOLAGE|BAUMARKT|BUCHHANDLUNG|BUCHLADEN|FERRETERIA|FERRAMENTA|LIBRERIA|ZAPATERIA|CALCADOS|PAPELARIA|LOJAS?|CAVISTE|CAVES? A VINS?|VIGNERONS|ENOTECA|GARRAFEIRA|SLIJTERIJ|OFF.LICEN[CS]E|WINE SHOP|WINE MERCHANTS?|VINOTHEK|WEINHANDLUNG)\b|书店|書房|服饰|服装|鞋业|百货|数码|电器|家居|母婴|用品/ },
  { category: 'other', words: /\b[A-Z]+SCHULE\b|\b(UNIVERSITY|SCHOOL|COLLEGE|ESCOLA|ESCUELA|ECOLE|SCHULE|GRUNDSCHULE|COLEGIO|COLLEGE|LYCEE|FACULDADE|UNIVERSIDADE|UNIVERSIDAD|UNIVERSITE|CRECHE|GUARDERIA|KITA|KINDERTAGESSTATTE|KINDERTAGESSTAETTE|KINDERGARTEN|KINDERKRIPPE|ELTERNBEITRAG|TUITION|CHARITY|DONATION|DONATIONS|DONATIE|DONATIES|SPENDE|SPENDEN|DONATIVO|DONAZIONE|DOACAO|CONTRIBUTION FAMILLES|CHURCH|CHILDCARE|HOUSEKEEPING|CINEMAS?|THEATRE|THEATER|MUSEUM|CONCERT|TICKETMASTER|BOWLING|VETERINARY|VET|VETS|TIERARZT|TIERARZTPRAXIS|TIERKLINIK|VETERINAIRE|VETERINARIO|VETERINARIA|DIERENARTS|DIERENKLINIEK|PET|PETS|KENNEL|DAYCARE|NURSERY)\b|学费|学校|幼儿园|培训|捐款|慈善/ },
  { category: 'income', words: /\b(DIVIDENDS?|DIVIDENDE|DIVIDENDES|DIVIDENDOS?|DEPOSIT|COUNTER CREDIT|PREAUTHORIZED CREDIT|REBATE|CASHBACK|CHEQUE DEPOSIT|REMISE CHEQUE|VERSAMENTO ASSEGNI?|SCHECKEINREICHUNG|SCHECKGUTSCHRIFT|SCHECKEINZAHLUNG|REMISE (DE )?(CHEQUES|CHQS?)|ALLOCATIONS|CHILD BENEFIT|BENEFIT|KINDERGELD|ELTERNGELD|PRESTATIONS? (FAMILIALES?|SOCIALES?)|ALLOCATIONS? FAMILIALES?|KINDERBIJSLAG|GROEIPAKKET|UITKERING|WERKLOOSHEIDSUITKERING|ZIEKTEUITKERING|ALLOCATIONS? DE CHOMAGE|ZORGTOESLAG|HUURTOESLAG|ASSEGNO UNICO|ABONO FAMILIA|PRESTACION POR HIJO|ABONO DE FAMILIA)\b/ },
];

// A preposition of place and the word after it ("AM MARKT", "DU MARCHE", "DEL MERCADO", "DO MERCADO", "AL MERCATO").
const AT_PLACE = /\b(AM|IM|BEIM|AN DER|AUF DEM|AU|DU|DE LA|DEL|DO|DA|DELLA|AL|ALLA|AAN DE|AAN HET|OP DE|BIJ DE) [A-Z]+\b/g;

const PAYROLL_WORDS = KEYWORD_RULES.find((r) => r.category === 'payroll')!.words;

/** The category of a row: from its payee reading (bank item, memo, brand, kind) and the words of its description. */
export function categorise(description: string, reading: PayeeReading): Categorisation {
  // (traditional characters read as the simplified ones the Chinese words are written in)
  const folded = simplifiedHan(foldUpper(reading.words ?? description));
  switch (reading.bankItem) {
    case 'cash':
      return { category: 'cash', why: 'cash at a machine or counter' };
    case 'interest':
      return { category: 'interest', why: 'interest' };
    case 'fee':
      return { category: 'fees', why: 'a charge of the bank' };
    case 'tax':
      return { category: 'taxes', why: 'a tax the bank withheld or charged (stamp duty, VAT or GST on a charge, a levy)' };
    case 'card_payment':
    case 'round_up':
    case 'sweep':
      return { category: 'transfers', why: 'money moved between the holder\'s accounts' };
    case 'card_check':
      return { category: 'uncategorised', why: 'a card checked by a merchant, nothing bought' };
    case 'check':
      return { category: 'uncategorised', why: 'a check says nothing of what it paid' };
    default:
      break;
  }
  // What the structure says the row is, before who it is with.
  switch (reading.rowType) {
    case 'platform':
      if (reading.brand) return { category: reading.brand.category, why: `brand ${reading.brand.payee}` };
      // A merchant named after the network's or wallet's words ("网联协议支付 支付宝-<merchant>"): its words decide first.
      if (!reading.noParty) break;
      if (reading.paidBy === 'platform') return { category: 'purchases', why: 'paid through a payment network (quick pay): a purchase, nothing says of what' };
      return { category: 'uncategorised', why: 'money moved through a payment network: nothing says what for' };
    case 'salary':
      return { category: 'payroll', why: 'paid as salary' };
    default:
      break;
  }
  // Wages paid to a person for household help are the chart's "other", whatever salary's word the memo uses ("maid
  // salary"); a company's name with these words ("… CLEANER") is a business, read as any other.
  // (read outside the name: "JOHN CLEANER" is a surname)
  const help = reading.kind === 'person' && reading.direction !== 'in' ? HOUSEHOLD_HELP.exec(folded.replace(foldUpper(reading.payee), ' ')) : null;
  if (help) return { category: 'other', why: `household help: ${help[0]}` };
  if (reading.memo) {
    for (const rule of MEMO_RULES) if (rule.words.test(reading.memo)) return { category: rule.category, why: `memo '${reading.memo}'` };
    // A pension or a benefit received ("Rente 04/2024", "Kindergeld"), whoever pays it (a pension insurer is no premium).
    if (reading.direction === 'in' && BENEFIT_WORDS.test(reading.memo)) return { category: 'income', why: `memo '${reading.memo}'` };
  }
  // A tax authority is a tax payment or refund, whatever lead-in it came with ("Direct Credit … ATO": a refund).
  // (but a benefit it pays is income: "HMRC CHILD BENEFIT", tax credits)
  if (reading.brand?.category === 'taxes' && TAX_AUTHORITY_BENEFIT.test(folded)) return { category: 'income', why: `a benefit paid by ${reading.brand.payee}` };
  if (reading.brand?.category === 'taxes') return { category: 'taxes', why: `brand ${reading.brand.payee}` };
  if (reading.kind === 'salary') return { category: 'payroll', why: 'paid as salary' };
  // Money received from a known company with a salary's word ("TRF DE <telecom> VENCIMENTO ABR 2024"): the company is
  // the employer, not the shop or utility it is to its customers.
  const salaryWord = reading.brand && reading.direction === 'in' ? PAYROLL_WORDS.exec(folded) : null;
  if (salaryWord) return { category: 'payroll', why: `received from ${reading.brand?.payee} with a salary's word: ${salaryWord[0]}` };
  if (reading.brand) return { category: reading.brand.category, why: `brand ${reading.brand.payee}` };
  // The words of the whole description: rent to a person stays rent, a person's gift stays a transfer.
  // Between people only what a payment is for counts (rent, a loan); money received may be a benefit or a rebate.
  // A party a transfer names by its practice ("Zahnarztpraxis Dr. Meier") is a business whose words say what it is.
  const practice = reading.kind === 'person' && /PRAXIS\b|\b(APOTHEKE|PHARMACY|PHARMACIE|FARMACIA|CLINIC|KLINIK|CLINIQUE|CLINICA|DENTAL)\b/.test(foldUpper(reading.payee)) ? ['health'] : [];
  const personal = ['payroll', 'rent', 'loans', 'taxes', 'insurance', ...practice, ...(reading.direction === 'in' ? ['income'] : [])];
  // A company or an institution paid or paying by transfer is no person: its name says what it is ("Kita Sonnenschein
  // e.V.", "Stadtwerke Lindau"), and its words count as any business's.
  const allowed = (r: KeywordRule) => reading.kind !== 'person' || reading.company || personal.includes(r.category);
  // "Apotheke am Markt", "Bar do Mercado": a word after a preposition of place says where the shop is, not what it
  // sells; another rule's word outside such a phrase decides first.
  const placed = folded.replace(AT_PLACE, ' ');
  // A purchase by card is made at a shop: a word of what a shop is ("… GAS STATION", "… DELI", "… OUTLET") says more of it
  // than a bill's word in the shop's name ("WATER STREET DELI", "POWER GYM", "PREMIUM OUTLET"), so those are asked first.
  const rules = reading.paidBy === 'card' ? [...KEYWORD_RULES.filter((r) => SHOP_CATEGORY_SET.has(r.category)), ...KEYWORD_RULES.filter((r) => !SHOP_CATEGORY_SET.has(r.category))] : KEYWORD_RULES;
  const keyword = rules.find((r) => placed !== folded && r.words.test(placed) && allowed(r)) ?? rules.find((r) => r.words.test(folded) && allowed(r));
  if (keyword) return { category: keyword.category, why: `words: ${(keyword.words.exec(placed) ?? keyword.words.exec(folded))?.[0] ?? ''}` };
  // What the row is, when who it was with says nothing more (issue 42 item 2): money a merchant gave back, a
  // purchase by card or through a payment app, a direct debit a creditor collected.
  const cut = reading.paidBy === 'card' ? cutWordCategory(reading.payee) : null;
  if (cut) return cut;
  const byKind = kindCategory(reading);
  if (byKind) return byKind;
  // A company paid or paying by transfer: money in from one is income; money out to one says nothing of what for.
  const transferLike = reading.kind === 'person' || reading.kind === 'bill' || reading.rowType === 'transfer' || reading.rowType === 'transfer_in' || reading.rowType === 'transfer_out';
  if (reading.company && transferLike) {
    if (reading.direction === 'in') return { category: 'income', why: 'received from a company' };
    return { category: 'uncategorised', why: 'paid to a company: nothing says what for' };
  }
  if (reading.kind === 'person') return { category: 'transfers', why: 'paid to or from a person' };
  if (reading.rowType === 'transfer' || reading.rowType === 'transfer_in' || reading.rowType === 'transfer_out') return { category: 'transfers', why: 'a transfer' };
  return { category: 'uncategorised', why: 'nothing in the row tells what it was for' };
}

/** The category of what the row is (a refund, a purchase, a direct debit), or null when its wording does not say. */
function kindCategory(reading: PayeeReading): Categorisation | null {
  switch (reading.paidBy) {
    case 'refund':
      return { category: 'refunds', why: 'money a merchant gave back' };
    case 'card':
    case 'platform':
      // Money coming in by card is a refund or a payout, not a purchase; the lead-in says which only sometimes.
      if (reading.direction === 'in') return null;
      return { category: 'purchases', why: reading.paidBy === 'card' ? 'a purchase by card: the shop says nothing of what' : 'a purchase through a payment app: nothing says of what' };
    case 'direct_debit':
      if (reading.direction === 'in') return null;
      return { category: 'direct_debits', why: 'a direct debit: the creditor says nothing of what for' };
    default:
      return null;
  }
}

// The words of each keyword rule that are plain words (letters and spaces), for names the card network cut short.
// Only what a shop is (a cut word of a tax or an income rule would say nothing of a card purchase).
const SHOP_CATEGORIES: readonly CategoryId[] = ['meals', 'groceries', 'health', 'fuel', 'shopping', 'travel'];
const SHOP_CATEGORY_SET: ReadonlySet<CategoryId> = new Set(SHOP_CATEGORIES);
const RULE_WORDS: { category: CategoryId; words: string[] }[] = KEYWORD_RULES.filter((r) => SHOP_CATEGORIES.includes(r.category)).map((r) => ({
  category: r.category,
  words: (/\\b\(([^()]*)\)\\b/.exec(r.words.source)?.[1] ?? '').split('|').filter((w) => /^[A-Z]+$/.test(w)),
}));

/**
 * A card network prints the merchant in a field of fixed width, so the last word is often cut ("KASI DELIGH" of
 * "Kasi Delights"): a last word of six letters or more that begins exactly one rule's words (and is none itself)
 * says what the shop is. Card rows only: elsewhere the text is not cut at a width.
 */
function cutWordCategory(payee: string): Categorisation | null {
  const last = foldUpper(payee).split(' ').pop() ?? '';
  if (last.length < 6 || !/^[A-Z]+$/.test(last)) return null;
  const found = new Set(RULE_WORDS.filter((r) => r.words.some((w) => w.length > last.length && w.startsWith(last))).map((r) => r.category));
  if (found.size !== 1) return null;
  const [category] = found;
  return { category, why: `a word cut short: ${last}…` };
}
