/**
 * Descriptions that are records with fields rather than words: the party is one field, the rest is the
 * payment's plumbing. Each reader names the structure it relies on; none knows a bank.
 *
 * - UPI, IMPS and NEFT strings of Indian statements (`UPI/DR/<reference>/<name>/<bank>/<address>/<note>`);
 * - statements that print the transaction type and the counterparty as columns of their own, joined into one
 *   description in Chinese (`快捷支付 <counterparty>`): the type says what the row is, the counterparty who.
 */

/** The party of a structured description and what the structure says about it. */
export type StructuredParty = {
  /** The party as printed (not yet cleaned of legal forms), or null when the row has none. */
  party: string | null;
  /** What the structure says the party is. */
  role: 'person' | 'merchant' | 'company' | 'none';
  /** The row's kind in the statement's own words, when the row has no party (`快捷支付`). */
  kindWords: string | null;
  /** What the type words say the row is, when they say it. */
  type: 'fee' | 'interest' | 'card_payment' | 'salary' | 'cash' | 'refund' | 'purchase' | 'bill' | 'loan' | 'platform' | 'transfer_in' | 'transfer_out' | 'transfer' | null;
  /** Words of the structure a category can be read from (a UPI note, a counterparty's name). */
  words: string;
  /** A payment address, whose first part often spells the merchant ("bookmyshow@…"). */
  address?: string;
  /** What the payment was for, when the structure has a field for it (a SEPA record's REMI). */
  memo?: string;
  why: string;
};

// A UPI payment address that belongs to a shop's QR code or a payment gateway's merchant, not to a person:
// PhonePe merchant codes (q + digits), Paytm and Google Pay merchant handles, gateways' collect addresses.
const MERCHANT_ADDRESS = /^(q\d{6,}|paytmqr|paytm[-.]|gpay-\d|bharatpe|razorpay|billdesk|payu|cashfree|ptm|pinelabs|mab\d|ezetap|euronet)/i;

// `UPI/DR/<reference>/<name>/<bank>/<address>/<note>`, `IMPS/<reference>/<bank>-<account>-<name>/<note>`,
// `NEFT/<reference>/<name>/<bank>`: a scheme, then fields separated by slashes (SBI prints NEFT's with stars:
// `NEFT*<IFSC>*<reference>*<name>*<note>`), one of them a long reference. Each bank orders the fields its own way
// (ICICI `UPI/<name>/<address>/<note>/<bank>/<reference>`, Axis `UPI/P2M/<reference>/<name>/<note>/<bank>`, Kotak
// `UPI/<name>/<reference>/<note>`, Bank of Baroda `UPI/<reference>/DR/<name>/<bank>/<address>`), but in all of them the
// name is the text field just before the payment address, else just before the bank, else the first.
const SCHEME = /\b(UPI|IMPS|NEFT|RTGS)([/*])(.+)$/i;
const DIRECTION = /^(CR|DR|P2A|P2M|P2P)$/i;
const REFERENCE = /^[A-Z]{0,6}\d{6,}$/i;
// A bank's four-letter code (an IFSC's first part), also when the statement wrapped it ("KV BL", "YE SB"), or its name.
const INDIAN_BANK = /^(STATE BANK OF INDIA|SBI|HDFC|ICICI|AXIS|KOTAK( MAHINDRA)?|PNB|PUNJAB NATIONAL|BOB|BARODA|CANARA|UNION|IDBI|IDFC( FIRST)?|YES|INDUSIND|FEDERAL|RBL|BANDHAN|INDIAN OVERSEAS|CENTRAL|UCO|(PAYTM|AIRTEL|JIO|FINO|INDIA POST) PAYMENTS?)( BANK)?( L(TD|IMITED))?$/i;
const isBankCode = (f: string) => /^[A-Z]{4}$/.test(f.replace(/\s+/g, '')) || /\bBANK\b/i.test(f) || INDIAN_BANK.test(f);
const isAddress = (f: string) => f.includes('@') || (!/\s/.test(f) && MERCHANT_ADDRESS.test(f));
// A field that says how or why the money moved, never who: the scheme again ("IMPS P2A"), "Payment", "Paid via …",
// "Payment from Ph" (a phone app's default note), "NA", "Transfer".
const GENERIC_NOTE = /^(UPI|IMPS|NEFT|RTGS|MMT|P2A|P2M|P2P|PAY|PAYMENT|PAID|SENT|RECEIVED|COLLECT|REQUEST|TRANSFER|FROM|TO|NA|N\.A\.|NIL|NO REMARKS?|REMARKS?)\b/i;
// "KVBL-xx239- KVB Dhar": the payee's bank and masked account before the name.
const ACCOUNT_PREFIX = /^[A-Z]{4}-[X\d*]+-\s*/i;

/** The party of a UPI, IMPS or NEFT string, or null when the description is not one. */
export function readPaymentString(text: string): StructuredParty | null {
  const m = SCHEME.exec(text);
  if (!m) return readHyphenString(text) ?? readChannelRecord(text);
  const scheme = m[1].toUpperCase();
  const fields = m[3].split(m[2]).map((f) => f.trim()).filter((f, i, all) => f !== '' || i < all.length - 1);
  if (!fields.some((f) => REFERENCE.test(f))) return null;
  const isText = (f: string) => /\p{L}{2,}/u.test(f) && !REFERENCE.test(f) && !DIRECTION.test(f);
  const candidate = (f: string) => isText(f) && !isBankCode(f) && !isAddress(f) && !GENERIC_NOTE.test(f);
  const before = (end: number) => {
    for (let i = end - 1; i >= 0; i--) if (candidate(fields[i])) return i;
    return -1;
  };
  const addressAt = fields.findIndex(isAddress);
  const bankAt = fields.findIndex((f, i) => isBankCode(f) && before(i) >= 0);
  // Axis prints the direction, then the reference, then the name (`UPI/P2M/<reference>/<name>/<note>/<bank>`): a name
  // right after a leading direction and reference is the party, whatever note follows it.
  const leading = fields.length > 3 && DIRECTION.test(fields[0]) && REFERENCE.test(fields[1]) && candidate(fields[2]) && addressAt < 0 ? 2 : -1;
  let at = leading >= 0 ? leading : addressAt >= 0 ? before(addressAt) : bankAt >= 0 ? before(bankAt) : fields.findIndex(candidate);
  if (at < 0 && addressAt >= 0) at = before(fields.length);
  const address = addressAt >= 0 ? fields[addressAt] : (fields.slice(at + 1).find((f) => !isBankCode(f) && f !== '') ?? '');
  let name = at >= 0 ? fields[at].replace(ACCOUNT_PREFIX, '').trim() : '';
  // A note where the name would be ("UPI/<ref>/Payment from Ph/rahul@okaxis/…"): the address names the party.
  if ((!name || GENERIC_NOTE.test(name)) && address.includes('@')) name = address.replace(/[@.\d].*$/, '');
  if (!name) return null;
  const note = fields.filter((f, i) => i !== at && i !== addressAt && isText(f) && !isBankCode(f)).join(' ');
  // A payment to a merchant: a shop's QR address, or the scheme's own mark of one (P2M, person to merchant).
  const isShop = scheme === 'UPI' && (MERCHANT_ADDRESS.test(address) || fields.some((f) => /^P2M$/i.test(f)));
  return {
    party: name || null,
    role: isShop ? 'merchant' : 'person',
    kindWords: null,
    // NEFT, IMPS and RTGS move money between accounts; UPI pays shops as often as people.
    type: scheme === 'UPI' ? null : 'transfer',
    words: `${name} ${note}`,
    address: scheme === 'UPI' ? address.replace(/[@.].*$/, '').trim() : undefined,
    why: `${scheme} name field${isShop ? ", a shop's payment address" : ''}`,
  };
}

// Indian banks' own records: a channel code, then fields separated by slashes. ICICI `BIL/ONL/<ref>/<biller>/<note>`
// (a bill paid online), `INF/INFT/<ref>/<note>/<name>` and `BIL/INFT/…` (a transfer within the bank, the name last),
// `VPS/<shop>/<date>/<ref>` and `VIN/…` (a debit card at a shop or online), `NFS/CASH WDL/<date>` and `ATM/…` (cash);
// Axis `POS/<shop>/<city>/<date>`, `ECOM PUR/<shop>/…`; Kotak `PCD/<card>/<shop>/<city and date>`; a mandate's debit
// `ACH/<creditor>/<ref>` and `NACH/TP ACH <creditor>/<ref>` (the clearing's own "TP ACH" before the creditor).
const CHANNEL_RECORD = /^(BIL|INF|VPS|VIN|IPS|PCD|POS|ECOM PUR|ECOM|NFS|ATM|ATW|CWDR|N?ACH)\/(.+)$/i;
// A bill paid to a card account of a bank ("BIL/ONL/<ref>/ICICI CREDIT CARD/XXXX4321"): the card's repayment.
const CARD_ACCOUNT = /\b(CREDIT CARD|CREDITCARD|CC PAYMENT)\b/i;
const CHANNEL_SUBCODE = /^(ONL|BPAY|INFT|NEFT|IMPS|RTGS|UPI|CC|PAY|FT)$/i;
const CASH_RECORD = /^(NFS|ATM|ATW|CWDR)$|\b(CASH WDL|CASH WITHDRAWAL|CWDR)\b/i;

/** The party of an Indian channel record (`BIL/ONL/…`, `VPS/…`, `POS/<shop>/…`), or null when the text is not one. */
function readChannelRecord(text: string): StructuredParty | null {
  const m = CHANNEL_RECORD.exec(text);
  if (!m) return null;
  const code = m[1].toUpperCase();
  const fields = m[2].split('/').map((f) => f.trim()).filter(Boolean);
  // Three fields at least ("ATM/POS PURCHASE …" is words, not a record).
  if (fields.length < 2) return null;
  if (CASH_RECORD.test(code) || CASH_RECORD.test(fields[0])) {
    return { party: null, role: 'none', kindWords: null, type: 'cash', words: text, why: `record '${code}/', cash` };
  }
  const sub = CHANNEL_SUBCODE.test(fields[0]) ? fields[0].toUpperCase() : null;
  const texts = fields.slice(sub ? 1 : 0).filter((f) => /\p{L}{2,}/u.test(f) && !REFERENCE.test(f) && !/^[X*\d]{4,}$/i.test(f) && !CHANNEL_SUBCODE.test(f));
  if (!texts.length) return null;
  // A transfer within the bank prints what for first and the name last; everything else the party first.
  const transfer = sub !== null && /^(INFT|NEFT|IMPS|RTGS|FT)$/.test(sub);
  const mandate = /^N?ACH$/.test(code);
  const party = (transfer ? texts[texts.length - 1] : texts[0]).replace(/^TP ACH\s+/i, '');
  const note = texts.filter((t) => t !== party).join(' ');
  const card = /^(VPS|VIN|IPS|PCD|POS|ECOM PUR|ECOM)$/.test(code);
  if (code === 'BIL' && !transfer && CARD_ACCOUNT.test(party)) {
    return { party: null, role: 'none', kindWords: null, type: 'card_payment', words: text, why: `record '${code}/', a card account paid` };
  }
  return {
    party,
    role: transfer ? 'person' : 'merchant',
    kindWords: null,
    type: card ? 'purchase' : transfer ? 'transfer' : mandate ? 'bill' : null,
    words: `${party} ${card ? '' : note}`.trim(),
    memo: !card && note ? note : undefined,
    why: `record '${code}/${sub ? `${sub}/` : ''}', ${transfer ? 'the name last' : 'the party first'}`,
  };
}

// The same schemes with fields joined by hyphens, as other banks print them: `UPI-<name>-<address>-<IFSC>-<ref>-<note>`,
// `IMPS-<ref>-<name>-<bank>-<account>-<note>`, `NEFT CR-<IFSC>-<name>-<note>-<ref>`, `RTGS-<ref>-<name>-<note>-<IFSC>`,
// `NACH-DR-<creditor>-<note>-<ref>`. The scheme leads; its direction may follow it.
// (`ACH-DR-<creditor>-<ref>`: the older clearing's mandate, printed as NACH's)
const HYPHEN_SCHEME = /^(UPI|IMPS|NEFT|RTGS|NACH|ACH|ECS)(?:[ -](CR|DR))?-(?=\S)(.+)$/i;
// An IFSC (four letters, a zero, six letters or digits), a reference (six digits or more, maybe behind letters), a
// masked account: the plumbing around the name.
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/i;
// (a mandate's reference may mix letters into its digits: "4012P987654", eight characters or more, six digits at least)
const PLUMBING = (f: string) => IFSC.test(f) || REFERENCE.test(f) || /^(?=(?:\D*\d){6})[A-Z\d]{8,}$/i.test(f) || /^[X*\d]{4,}$/i.test(f) || /^[A-Z]{1,6}\d[A-Z\d]{8,}$/i.test(f) || isAddress(f) || isBankCode(f);

/** The party of a hyphen-joined UPI, IMPS, NEFT, RTGS or NACH string, or null when the description is not one. */
function readHyphenString(text: string): StructuredParty | null {
  const m = HYPHEN_SCHEME.exec(text);
  if (!m) return null;
  const scheme = m[1].toUpperCase();
  const fields = m[3].split('-').map((f) => f.trim()).filter(Boolean);
  // At least one field of plumbing: otherwise it is a word joined by a hyphen ("UPI-enabled …"), not a record.
  if (!fields.some(PLUMBING)) return null;
  const at = fields.findIndex((f) => /\p{L}{2,}/u.test(f) && !PLUMBING(f) && !DIRECTION.test(f));
  if (at < 0) return null;
  const name = fields[at];
  const address = fields.find(isAddress) ?? '';
  const note = fields.slice(at + 1).filter((f) => /\p{L}{2,}/u.test(f) && !PLUMBING(f)).join(' ');
  const isShop = scheme === 'UPI' && MERCHANT_ADDRESS.test(address);
  const direction = (m[2] ?? '').toUpperCase();
  return {
    party: name,
    role: isShop || scheme === 'NACH' || scheme === 'ACH' || scheme === 'ECS' ? 'merchant' : 'person',
    kindWords: null,
    type: scheme === 'NACH' || scheme === 'ACH' || scheme === 'ECS' ? 'bill' : direction === 'CR' ? 'transfer_in' : direction === 'DR' ? 'transfer_out' : null,
    words: `${name} ${note}`,
    memo: note || undefined,
    address: scheme === 'UPI' && address ? address.replace(/[@.].*$/, '').trim() : undefined,
    why: `${scheme} name field (hyphens)${isShop ? ", a shop's payment address" : ''}`,
  };
}

// Hong Kong's and Taiwan's statements print the same words in traditional characters (轉賬, 繳費, 提款, 薪資): the
// characters of the bank's and the category's words, mapped to the simplified ones the words below are written in.
// Only to read the words; a payee is kept as printed.
const TRADITIONAL = '轉賬帳匯費現動櫃員機資繳電續結銀聯購貸還險務網線額戶稅醫藥學廳飯車鐵氣級場實擔';
const SIMPLIFIED = '转账账汇费现动柜员机资缴电续结银联购贷还险务网线额户税医药学厅饭车铁气级场实担';
const TO_SIMPLIFIED = new Map([...TRADITIONAL].map((c, i) => [c, SIMPLIFIED[i]]));
export const simplifiedHan = (s: string): string => (/[\u3400-\u9fff]/.test(s) ? [...s].map((c) => TO_SIMPLIFIED.get(c) ?? c).join('') : s);

// Chinese transaction types, most specific first: what the row is, whoever the counterparty.
const HAN_TYPES: { type: NonNullable<StructuredParty['type']>; words: RegExp }[] = [
  // The bank's own charges, each named by what it charges for; a home's management or service charge (物业管理费) is rent.
  { type: 'fee', words: /(手续费|年费|(?<!物业)服务费|工本费|短信费|(?<!物业)管理费|通知费|挂失费|汇费|邮电费|滞纳金|违约金|超限费)/ },
  { type: 'interest', words: /(利息|结息)/ },
  { type: 'card_payment', words: /信用卡(还款|存款)/ },
  // 代发: paid out by the bank for an employer (wages, a bonus, an allowance), whatever follows the word.
  { type: 'salary', words: /(代发工资|工资|代发薪|^代发|薪资|薪金|薪酬|薪水)/ },
  { type: 'cash', words: /(取现|取款|提款|存现|现金|柜员机(?!转))/ },
  // A card's instalment (分期): the bank's loan of the purchase, repaid in parts.
  { type: 'loan', words: /^分期/ },
  // A refund first, also through quick pay (快捷退款): money given back.
  { type: 'refund', words: /(退款|退货|冲正)/ },
  // Payments through a payment network's clearing (quick pay, a wallet's pull from the card): the network is not
  // the other party; a purchase by a payment method (issue 42 item 2) unless money came in.
  // 网联 (NetsUnion) clears the wallets' payments from bank accounts, as 协议支付 (a payment under the wallet's mandate).
  { type: 'platform', words: /(快捷|银联渠道|微信支付|支付宝|财付通|京东支付|云闪付|网联|协议支付)/ },
  { type: 'purchase', words: /(消费|购物|POS|网上支付|网银支付|在线支付|无卡支付)/ },
  // A bill or a purpose the type names: a top-up (充值), school fees, a donation, a premium.
  // (代收: collected for a biller by the bank, as 代扣)
  { type: 'bill', words: /(代扣|代收|代缴|缴费|缴税|纳税|扣款|充值|学费|捐款|捐赠|保费|电费|水费|燃气费|煤气费|话费|宽带费)/ },
  // (入账: a credit posted, "银联入账 <name>")
  { type: 'transfer_in', words: /(汇入|收款|转入|代付|贷记接收|入账)/ },
  { type: 'transfer_out', words: /(汇出|付款|转出|贷记发起)/ },
  { type: 'transfer', words: /(转账|汇款|跨行)/ },
];

// A counterparty field that is one of the bank's own ledger accounts (clearing, VAT payable, interest payable,
// suspense): the row has no other party.
const LEDGER_ACCOUNT = /(待清算|专户|核算|暂收|暂付|过渡|资金|款项|清算|^提现$)/;
// A company's name begins with its city or province ("深圳市华远科技有限公司"): the name a bookkeeper writes leaves it out.
// (A city named without 市, "杭州青柚贸易", stays, as the tests of the real statements' shapes have it.)
// A branch after a chain's name: a large city's name, then the district or street, then the word for a shop, a station
// or a branch ("…深圳南山店", "…北京朝阳门店", "…上海浦东加油站"); two characters of the chain at least stay.
const HAN_BRANCH = /(?<=\p{Script=Han}{2})(北京|上海|广州|深圳|杭州|成都|重庆|天津|南京|武汉|西安|苏州|郑州|长沙|青岛|厦门|宁波|东莞|佛山|合肥|昆明|沈阳|大连|济南|福州|香港|台北)\p{Script=Han}{0,6}(分店|门店|店|加油站|营业部|分行|支行)$/u;
const HAN_PLACE_PREFIX = /^\p{Script=Han}{2,3}[省市](?=\p{Script=Han}{4,})/u;
const HAN_COMPANY = /(公司|集团|银行|税务|局|中心|厂|店|商行|事务所|医院|学校|大学|委员会|协会)/;
// Chinese personal names are two or three characters; a longer name without a company word is a shop or a brand.
const HAN_PERSON = /^\p{Script=Han}{2,3}$/u;
const TRANSFER_TYPES = new Set(['transfer', 'transfer_in', 'transfer_out', 'refund']);

/**
 * The type and counterparty of a description printed as `<type> <counterparty>` in Chinese (an optional Latin
 * channel code before the type, `RI网银贷记发起付款`), or null when its first word is not a transaction type.
 */
export function readTypedParty(text: string): StructuredParty | null {
  text = hanLabelledFields(text) ?? text;
  // "手机银行 转账 <name>": the channel (mobile or internet banking, the counter) before the type.
  text = text.replace(/^(手机银行|网上银行|电子银行|网银|柜台|柜面)\s+(?=\p{Script=Han})/u, '');
  // The type and the counterparty apart by a space, or by a hyphen after a wallet's name ("支付宝-<merchant>").
  const m = /^([A-Z]{1,3})?(\p{Script=Han}[\p{Script=Han}A-Z]*)(?:(?:\s+|[-－](?=\p{Script=Han}))(.+))?$/u.exec(text);
  if (!m) return null;
  const typeWords = m[2];
  // "还款 本期账单自动还款": a card statement's repayment of its own bill (a repayment to a person names the person).
  if (/^(自动)?还款$/.test(simplifiedHan(typeWords)) && (!m[3] || /账单|信用卡|自动还款/.test(simplifiedHan(m[3])))) {
    return { party: null, role: 'none', kindWords: typeWords, type: 'card_payment', words: typeWords, why: `type '${typeWords}', the card's own bill` };
  }
  const kind = HAN_TYPES.find((t) => t.words.test(simplifiedHan(typeWords)));
  if (!kind) return null;
  let party = m[3]?.trim() ?? '';
  // "代发工资 <company> 2024年3月工资": what for, after the counterparty (a name in Chinese has no space in it).
  let memo: string | undefined;
  // "POS 华润万家…": the terminal's Latin word before the shop's Han name is the channel.
  party = party.replace(/^(POS|ATM|ECOM|QR)\s+(?=\p{Script=Han})/u, '');
  // (a memo may mix Han and Latin letters: "李娜 聚餐AA", a meal shared and split)
  const after = /^(\p{Script=Han}[^\s]*)\s+(.*\d.*|[\p{Script=Han}A-Za-z]*\p{Script=Han}[\p{Script=Han}A-Za-z]*)$/u.exec(party);
  if (after) {
    party = after[1];
    memo = after[2];
  }
  // "消费 支付宝-饿了么": paid through a wallet, whose name comes first; the merchant after it.
  // (网银在线, 快钱: online payment gateways of the same kind)
  party = party.replace(/^(支付宝|财付通|微信支付|京东支付|云闪付|银联|网银在线|快钱)[-－]/u, '');
  // "网上快捷支付 财付通-微信转账 张伟": a wallet's transfer (or red packet) to a person named after it: the person is
  // the other party.
  let type = kind.type;
  if (/^(微信|支付宝|QQ)?(转账|红包)$/u.test(party) && memo && HAN_PERSON.test(memo)) {
    party = memo;
    memo = undefined;
    type = 'transfer';
  }
  // "星巴克咖啡(国贸店)": the branch in brackets, as a store number elsewhere.
  party = party.replace(/[（(][^）)]*[)）]$/u, '');
  // "华润万家深圳南山店", "中国石化深圳科技园加油站": the branch written after the chain, starting with its city's name
  // and ending with the word for a shop, a station or a branch; "爱奇艺会员": a membership bought, after the seller.
  party = party.replace(HAN_BRANCH, '').replace(/(?<=\p{Script=Han}{2})(会员|VIP会员|年卡|月卡)$/u, '');
  if (!party || LEDGER_ACCOUNT.test(party)) {
    return { party: null, role: 'none', kindWords: typeWords, type, words: typeWords, why: party ? `type '${typeWords}', counterparty a ledger account of the bank` : `type '${typeWords}', no counterparty` };
  }
  const role = HAN_COMPANY.test(party) ? 'company' : TRANSFER_TYPES.has(type) && HAN_PERSON.test(party) ? 'person' : 'merchant';
  return { party: party.replace(HAN_PLACE_PREFIX, ''), role, kindWords: typeWords, type, words: party, memo, why: `type '${typeWords}', counterparty column` };
}

// Statements exported with their columns' labels: 摘要 / 交易类型 (the type), 对方户名 / 收款人 / 付款人 (the
// counterparty), 对方账号 (its account), 附言 / 用途 / 备注 (what for).
const HAN_LABEL = /(交易摘要|摘要|交易类型|业务类型|对方户名|对方名称|对方账户名|收款人名称|收款人|付款人名称|付款人|对方账号|对方账户|对方卡号|附言|用途|备注)\s*[:：]\s*/gu;

/** A labelled Chinese row rewritten as `<type> <counterparty> <what for>`, or null when it has no such labels. */
function hanLabelledFields(text: string): string | null {
  const marks = [...text.matchAll(HAN_LABEL)];
  if (!marks.length) return null;
  const value = (i: number) => text.slice(marks[i].index! + marks[i][0].length, i + 1 < marks.length ? marks[i + 1].index : text.length).trim();
  const of = (re: RegExp) => marks.map((m, i) => (re.test(m[1]) ? value(i) : '')).filter(Boolean).join(' ');
  const before = text.slice(0, marks[0].index).trim();
  const parts = [before, of(/摘要|交易类型|业务类型/), of(/对方户名|对方名称|对方账户名|收款人|付款人/), of(/附言|用途|备注/)].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

// The fields of a SEPA booking text written as `/CODE/value` pairs (the structured ":86:" of MT940 exports, which
// Dutch and other banks print as the description): TRTP the transaction type, NAME the other party, REMI what for,
// and the rest plumbing (CSID creditor id, MARF mandate, EREF end-to-end reference, IBAN, BIC …).
const RECORD_CODES = 'TRTP|CSID|NAME|MARF|REMI|IBAN|BIC|EREF|ORDP|BENM|ID|CNTP|RTRN|SVCL|PREF|ISDT|ULTC|ULTD|ULTB|PURP|CDTRREFTP|CDTRREF|CD|SCOR|ISSR|ADDR|FX|ORDPID|RCPT';
const RECORD_FIELD = new RegExp(`/(${RECORD_CODES})/`, 'g');

/** The party of a `/TRTP/…/NAME/…/REMI/…` booking text, or null when the description is not one. */
export function readSepaRecord(text: string): StructuredParty | null {
  const marks = [...text.matchAll(RECORD_FIELD)];
  if (marks.length < 2 || !marks.some((m) => m[1] === 'NAME')) return null;
  const fields = new Map<string, string>();
  marks.forEach((m, i) => {
    const start = m.index! + m[0].length;
    // A value ends where the next field starts (the slash before that code closes this value).
    const value = text.slice(start, i + 1 < marks.length ? marks[i + 1].index : text.length).replace(/\/+$/, '').trim();
    if (!fields.has(m[1])) fields.set(m[1], value);
  });
  const name = fields.get('NAME') ?? '';
  if (!/\p{L}{2,}/u.test(name)) return null;
  const kind = (fields.get('TRTP') ?? '').toUpperCase();
  const type: StructuredParty['type'] = /INCASSO|DIRECT DEBIT|LASTSCHRIFT|DOMICILI/.test(kind)
    ? 'bill'
    : /IDEAL|ACCEPTGIRO/.test(kind)
      ? 'purchase'
      : /OVERBOEKING|OVERSCHRIJVING|CREDIT TRANSFER|UBERWEISUNG|UEBERWEISUNG|VIREMENT/.test(kind)
        ? 'transfer'
        : null;
  // A company is told by its legal form, first or last, where every structured party is read (payee.ts).
  return {
    party: name,
    role: type === 'bill' || type === 'purchase' ? 'merchant' : 'person',
    kindWords: null,
    type,
    words: `${name} ${fields.get('REMI') ?? ''}`,
    memo: fields.get('REMI') || undefined,
    why: 'SEPA record NAME field',
  };
}
