/** Japanese ordinary deposit: 取引日 | 摘要 | お支払金額 | お預り金額 | 差引残高, yen without decimals, 前回繰越 / 次回繰越 rows. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['カード ミドリヤストア', 'デンキ ヒカリ電力', 'ATM 引出 駅前出張所', '振込 コスモハイツ管理', 'ガス料金 あおば瓦斯', '水道料金', 'カード ほしぞら書房', '振込手数料', 'カード かもめ薬局'],
  in: ['給与 アサヒナ工業（カ', '振込 ヤマモト ケンタ', '利息', 'ATM 預入'],
  extra: ['受付番号 ######'],
};

export const jaYen: Layout = {
  family: 'ja_torihikibi_yen_kurikoshi',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'YYYY年M月D日' : k === 2 ? 'YYYY.MM.DD' : 'YYYY/MM/DD');
    const txs = gen(r, { start, end, count: r.int(6, 30), pool: POOL, wrap: 1, wrapShare: 0.1, max: 60_000, whole: true });
    const number = accountNo(r, '#######');
    const yen = abs(STYLE.yen, k === 0 ? '¥' : '');
    const bal = (c: number) => (c < 0 ? `-${yen(c)}` : yen(c));
    const cols: Col[] = [
      { kind: 'date', title: '取引日', width: k === 1 ? 16 : 12 }, { kind: 'desc', title: '摘要', width: 36 },
      { kind: 'debit', title: 'お支払金額', width: 14 }, { kind: 'credit', title: 'お預り金額', width: 14 }, { kind: 'balance', title: '差引残高', width: 15 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'JPY', start, end },
      opening: r.int(500, 30_000) * 100 * 100, txs, cols,
      fmt: { date: d, abs: yen, balance: bal },
      head: () => head(r.pick(['しらかば銀行', 'さざなみ信託銀行', '北斗信用金庫']), '普通預金 取引明細書', [`${r.pick(['山田 花子', '佐藤 健一', '鈴木 美咲'])} 様`, r.pick(['東京都杉並区高円寺南3-14-2', '大阪府吹田市千里山西1-7', '札幌市中央区北5条西8丁目'])], [`${r.pick(['中央支店', '駅前支店', '本店営業部'])} 普通 ${number}`, `期間 ${d(start)} ～ ${d(end)}`, '通貨 円 (JPY)']),
      openingRow: (t) => ({ desc: '前回繰越', balance: bal(t.opening) }),
      closingRow: (t) => ({ desc: '次回繰越', balance: bal(t.closing) }),
      footer: (p, n) => [`${p} / ${n} ページ`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
