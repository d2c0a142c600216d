/**
 * A South Korean current account (거래내역조회) as the Korean banks print it, in Korean: "거래일시 | 구분 | 적요 |
 * 출금액(원) | 입금액(원) | 잔액(원) | 거래점", the date and time of each booking in one cell ("2024.03.05 14:23:11",
 * or on two lines in one variant), a transaction-type column (체크카드, 인터넷뱅킹, 자동이체 ...) left of the
 * description, whole won grouped with commas and never a decimal, a branch or channel column right of the balance.
 * The period reads "조회기간: 2024.03.01 ~ 2024.03.31". One variant prints a summary box with the opening balance
 * (이전잔액); the other two print none, so nothing fixes the first row's amount ("cannot verify").
 * Truth: the description is the 적요 column (not the type or the branch).
 */
import type { Block } from '../model.js';
import { abs, amountsBy, dateFmt, fontPx, gen, jitter, ledger, monthPeriod, onlyOnce, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: ['CARD 스타벅스 강남R점', 'CARD 이마트 성수점', 'CARD GS25 역삼점', 'CARD 쿠팡(주)', 'NET 김민수', 'NET 월세 박영희', 'AUTO 한국전력공사', 'AUTO SK텔레콤', 'ATM 현금인출', 'CARD 배달의민족', 'AUTO 국민건강보험공단', 'CARD 올리브영 신촌점'],
  in: ['PAY 급여 (주)한빛소프트', 'NET 이지은', 'NET 환불 쿠팡(주)', 'INT 예금이자'],
  extra: [],
};
const TYPE: Record<string, string> = { CARD: '체크카드', NET: '인터넷뱅킹', AUTO: '자동이체', ATM: 'ATM출금', PAY: '타행이체', INT: '결산이자' };
const BRANCH: Record<string, string[]> = { CARD: ['카드', '체크카드'], NET: ['인터넷', '스마트폰'], AUTO: ['본점', '영업부'], ATM: ['강남역지점', '신촌지점', '여의도지점'], PAY: ['금융결제원'], INT: ['본점'] };

export const krHangulTime: Layout = {
  family: 'kr_hangul_datetime_type_column_whole_won',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(20, 60), pool: POOL, max: 900, whole: true }), [/급여/, /월세/, /한국전력/, /SK텔레콤/, /건강보험/, /예금이자/], POOL), [
      [/급여/, () => r.int(2_800, 5_200) * 100_000], [/월세/, () => -r.int(45, 90) * 1_000_000], [/^ATM/, () => -r.pick([5, 10, 20, 30]) * 1_000_000], [/예금이자/, () => r.int(10, 2_000) * 100],
      [/^(CARD|NET|AUTO)/, () => 0],
    ]);
    // Won amounts: card spending in hundreds of won, transfers in thousands.
    for (const t of txs) {
      const [kind, ...rest] = t.lines[0].split(' ');
      if (t.cents === 0) t.cents = kind === 'NET' && !/환불/.test(t.lines[0]) ? (r.chance(0.7) ? -1 : 1) * r.int(1, 300) * 1_000_00 : -r.int(12, 1_500) * 100_00;
      if (/환불/.test(t.lines[0])) t.cents = Math.abs(t.cents);
      const clock = `${String(r.int(7, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
      t.info = { kind: TYPE[kind], branch: r.pick(BRANCH[kind]), time: clock };
      t.lines = [rest.join(' ')];
    }
    // A day's rows in the order of their times.
    txs.sort((a, b) => (a.date === b.date ? (a.info!.time < b.info!.time ? -1 : 1) : a.date < b.date ? -1 : 1));
    const m = abs(STYLE.yen);
    const won = (c: number) => m(c);
    const d = dateFmt('YYYY.MM.DD');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: '거래일시', width: k === 1 ? 12 : 20, cell: ({ t }) => `${d(t.date)}${k === 1 ? '\n' : ' '}${t.info!.time}` },
      { key: 'kind', title: '구분', width: 11, cell: ({ t }) => t.info!.kind },
      { key: 'desc', title: '적요', width: 30, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: '출금액(원)', width: 13, align: 'right', cell: ({ t }) => (t.cents < 0 ? won(t.cents) : '') },
      { key: 'in', title: '입금액(원)', width: 13, align: 'right', cell: ({ t }) => (t.cents > 0 ? won(t.cents) : '') },
      { key: 'bal', title: '잔액(원)', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : won(bal)) },
      { key: 'br', title: '거래점', width: 11, cell: ({ t }) => t.info!.branch },
    ]);
    const bank = r.pick(['한빛은행', '동해저축은행', '서울중앙은행']);
    const no = r.digits(r.pick(['###-######-##-###', '###-##-######-#', '####-###-######']));
    const holder = r.pick(['김서연', '이준호', '박지민']);
    const opening = r.int(50, 3_000) * 10_000_00;
    const summary = k === 0;
    return ledger({
      family: this.family,
      verdict: summary ? 'verified' : 'cannot_verify',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'KRW', start, end },
      opening, txs, cols,
      head: (t): Block[] => [
        { kind: 'text', lines: [`${bank} 거래내역조회`], size: 14, bold: true },
        { kind: 'pair', left: [`예금주: ${holder}`, `계좌번호: ${no}`, '상품명: 입출금자유예금'], right: [`조회기간: ${d(start)} ~ ${d(end)}`, `조회일시: ${d(end)} ${String(r.int(9, 18)).padStart(2, '0')}:${String(r.int(10, 59))}`, '통화: KRW'] },
        ...(summary ? [{ kind: 'kv', rows: [['이전잔액', `${won(t.opening)}원`], ['출금합계', `${won(t.out)}원`], ['입금합계', `${won(t.in)}원`], ['현재잔액', `${won(t.closing)}원`]] } as Block] : []),
      ],
      pageHeader: (p, n) => [`${bank}  계좌번호 ${no}  ${p}/${n} 페이지`],
      footer: (p, n) => [`${p} / ${n}   본 거래내역은 고객의 요청에 의하여 발급된 것으로 법적 효력이 없습니다.`],
      firstLines: 34, lines: 54,
      balancesPrinted: summary,
    });
  },
};
