/**
 * A Chinese debit-card account's transaction list ("账户交易明细 Transaction Statement") as the large Chinese
 * joint-stock banks print it in Chinese and English: headings of two lines ("记账日期 / Date", "交易金额 /
 * Transaction Amount"), dates "2024-03-05", a currency column printing "人民币" on every row, one signed amount
 * column ("-45.20", money in with a "+" in two variants), the balance, and then, right of all the figures, the
 * transaction type (交易摘要, the row's description: "快捷支付", "代发工资"…) and the counterparty on two lines
 * (a name, then an account or merchant number of ten to nineteen digits); the description is the type and the
 * counterparty, as real-2's China Merchants Bank truth has it. Opening and closing balances only in
 * the summary. Chromium only (Chinese).
 */
import { accountNo, dateFmt, fontPx, gen, head, jitter, ledger, monthPeriod, STYLE, abs, amountsBy, onlyOnce, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const PARTIES: Record<string, string[]> = {
  快捷支付: ['财付通-美团外卖', '支付宝-盒马鲜生', '财付通-滴滴出行', '支付宝-淘宝网'],
  银联消费: ['上海华联超市徐汇店', '星巴克咖啡淮海路店', '中国石化加油站漕溪站'],
  转账汇款: ['李娜', '王建国', '陈晓燕'],
  代扣: ['国网上海市电力公司', '上海燃气有限公司', '中国移动通信上海分公司'],
  ATM取款: ['本行ATM徐家汇支行'],
  代发工资: ['上海星辰信息科技有限公司'],
  账户结息: [''],
  退款: ['支付宝-淘宝网', '财付通-京东商城'],
};
const POOL: Pool = { out: ['快捷支付', '快捷支付', '银联消费', '转账汇款', '代扣', 'ATM取款'], in: ['代发工资', '转账汇款', '退款', '账户结息'], extra: [] };

export const zhBilingual: Layout = {
  family: 'zh_bilingual_headings_figures_then_description_right',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('YYYY-MM-DD');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(15, 50), pool: POOL, max: 1_500 }), [/代发工资/, /账户结息/], POOL), [
      [/代发工资/, () => r.int(1_500_000, 3_800_000)], [/账户结息/, () => r.int(50, 4_000)], [/ATM取款/, () => -r.pick([50_000, 100_000, 200_000])],
    ]);
    for (const t of txs) {
      const name = r.pick(PARTIES[t.lines[0]]);
      // The counterparty is the description's too (type, then party), as in the real China Merchants Bank flow's truth.
      if (name) t.lines = [t.lines[0], name, r.digits(name.length > 6 ? '##########' : '6217 #### #### #### ###')];
    }
    const m = abs(STYLE.en);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : `${k === 0 ? '' : '+'}${m(c)}`);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: '记账日期\nDate', width: 12, cell: ({ t }) => d(t.date) },
      { key: 'ccy', title: '货币\nCurrency', width: 8, cell: () => '人民币' },
      { key: 'amt', title: '交易金额\nTransaction Amount', width: 15, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'bal', title: '联机余额\nBalance', width: 15, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
      { key: 'desc', title: '交易摘要\nTransaction Type', width: 14, cell: ({ t }) => t.lines[0] },
      { key: 'party', title: '对手信息\nCounter Party', width: 30, cell: ({ t }) => t.lines.slice(1).join('\n') },
    ]);
    const bank = r.pick(['长江商业银行 Changjiang Commercial Bank', '东海银行 Donghai Bank', '浦江实业银行 Pujiang Industrial Bank']);
    const no = accountNo(r, '6214 83## #### ####');
    const holder = r.pick(['张伟 ZHANG WEI', '刘芳 LIU FANG', '周杰 ZHOU JIE']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'CNY', start, end },
      opening: r.int(100_000, 5_000_000), txs, cols,
      head: (t) => head(bank, '账户交易明细 Transaction Statement', [`户名 Name: ${holder}`, `账号 Account No: ${no}`, '账户类型 Account Type: 一卡通 All-in-one Card'], [`币种 Currency: 人民币 CNY`, `起止日期 Period: ${d(start)} -- ${d(end)}`, `打印日期 Print Date: ${d(end)}`], [
        { kind: 'kv', rows: [['期初余额 Opening Balance', m(t.opening)], ['收入合计 Total Credits', m(t.in)], ['支出合计 Total Debits', m(t.out)], ['期末余额 Closing Balance', m(t.closing)]] },
      ]),
      footer: (p, n) => [`第 ${p} 页 / 共 ${n} 页   Page ${p} of ${n}   温馨提示：本明细仅供参考 For reference only`],
      firstLines: 36, lines: 56,
      balancesPrinted: true,
    });
  },
};
