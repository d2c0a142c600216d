/**
 * Chinese account flow (交易明细): 交易日期 | 摘要 | 收入 | 支出 | 余额, dates 2024-03-05 or 2024年3月5日, amounts
 * 1,234.56 (with ¥ in one variant), a counterparty column (对方户名) after the balance in another.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['消费 青禾超市', '快捷支付 蓝海便利店', '转账支出 王小明', 'ATM取现 南京路支行', '代扣 滨江水务', '代扣 华光电力', '消费 明月书店', '网银转账 房租', '消费 百草堂药房', '手续费'],
  in: ['代发工资 华星科技有限公司', '转账收入 李建国', '结息', '退款 青禾超市', '跨行汇入 陈丽'],
  extra: ['附言：##月房租', '流水号 ############'],
};
const PARTIES_OUT = ['青禾超市有限公司', '蓝海便利店', '王小明', '', '滨江水务集团', '华光电力公司', '明月书店', '张卫东', '百草堂药房', ''];

export const zhIncomeExpense: Layout = {
  family: 'zh_jiaoyi_riqi_zhaiyao_shouru_zhichu',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'YYYY年M月D日' : 'YYYY-MM-DD');
    const txs = gen(r, { start, end, count: r.int(8, 40), pool: POOL, wrap: k === 2 ? 0 : 1, wrapShare: 0.15, max: 3000 }).map((t) => ({
      ...t,
      party: t.cents < 0 ? PARTIES_OUT[POOL.out.indexOf(t.lines[0])] ?? '' : t.lines[0].split(' ')[1] ?? '',
    }));
    const number = accountNo(r, '6217 #### #### #### ###');
    const money = abs(STYLE.en, k === 1 ? '¥' : '');
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: '交易日期', width: k === 1 ? 15 : 12 }, { kind: 'desc', title: '摘要', width: 34 },
      { kind: 'credit', title: '收入', width: 13 }, { kind: 'debit', title: '支出', width: 13 }, { kind: 'balance', title: '余额', width: 14 },
      ...(k === 2 ? [{ kind: 'party', title: '对方户名', width: 16 } as Col] : []),
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'CNY', start, end },
      opening: r.int(100_000, 9_000_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: (t) => head(r.pick(['华东商业银行', '江南农村商业银行', '北辰银行股份有限公司']), k === 1 ? '个人活期账户交易明细清单' : '账户交易明细', [`户名：${r.pick(['李晓燕', '张伟', '陈静怡'])}`, `账号：${number}`, '币种：人民币 (CNY)'], [`起止日期：${d(start)} 至 ${d(end)}`, `打印日期：${d(end)}`], [
        { kind: 'kv', rows: [['期初余额', bal(t.opening)], ['收入合计', money(t.in)], ['支出合计', money(t.out)], ['期末余额', bal(t.closing)]] },
      ]),
      footer: (p, n) => [`第 ${p} 页 / 共 ${n} 页`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
