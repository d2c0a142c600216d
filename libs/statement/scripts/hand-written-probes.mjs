/**
 * Hand-written layouts, deliberately not made by the fixture generator (fixtures-src), so they do not share
 * its assumptions: description first, no headings, German short years, yen with slashes, a card with CR
 * suffixes, New Year without years, left-aligned figures far below their headings, many pages.
 * `node libs/statement/scripts/hand-written-probes.mjs` prints how the engine reads each; `--write` (re)writes
 * them as fixtures `probe-*.chromium` (transactions and balances from the data; account number, currency and
 * period as read, so check those by eye). Needs `npx tsc -b libs/statement` and Debian's Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
const here = path.dirname(fileURLToPath(import.meta.url));
const { parseStatement } = await import(path.join(here, '../dist/src/index.js'));
const outDir = fs.mkdtempSync('/tmp/probes-');
const css = `body{font-family:Arial;font-size:10px;margin:30px} table{border-collapse:collapse;width:100%} td,th{padding:3px 6px;text-align:left} .r{text-align:right}`;
function rng(seed){let s=seed;return()=>{s=(s*1103515245+12345)%2147483648;return s/2147483648}}
const payees=['GREENLEAF GROCERY','CITY WATER','ACME INSURANCE','SALARY NORTHWIND LTD','COFFEE CORNER','RAIL TICKET','BOOKSHOP','PHARMACY PLUS'];
function txs(seed,n,startBal,year,month,opts={}){const r=rng(seed);let bal=startBal;const out=[];for(let i=0;i<n;i++){const day=1+Math.floor(i*27/n);const credit=r()<0.25;const amt=Math.round((credit?(opts.smallCredits?20+r()*100:500+r()*2000):5+r()*300)*(opts.noDecimals?1:100))/(opts.noDecimals?1:100);const signed=credit?amt:-amt;bal=Math.round((bal+signed)*100)/100;out.push({day,month,year,desc:payees[Math.floor(r()*payees.length)],amount:signed,balance:bal});}return out;}
const iso=(t)=>`${t.year}-${String(t.month).padStart(2,'0')}-${String(t.day).padStart(2,'0')}`;
const f2=(n,dec=',',grp='.')=>{const s=Math.abs(n).toFixed(2).split('.');return s[0].replace(/\B(?=(\d{3})+(?!\d))/g,grp)+dec+s[1]};
const en=(n)=>f2(n,'.',',');
const layouts = {
  'desc-first': () => { const t=txs(1,14,1200.5,2024,3); return {t, open:1200.5, html:`<h2>Harbour Bank</h2><p>Account number 44556677<br>Statement period 01/03/2024 to 31/03/2024</p>
<table><tr><th>Description</th><th>Date</th><th class=r>Amount</th><th class=r>Balance</th></tr><tr><td>Opening balance</td><td></td><td></td><td class=r>${en(1200.5)}</td></tr>
${t.map(x=>`<tr><td>${x.desc}</td><td>${String(x.day).padStart(2,'0')}/03/2024</td><td class=r>${x.amount<0?'-':''}${en(x.amount)}</td><td class=r>${en(x.balance)}</td></tr>`).join('')}
<tr><td>Closing balance</td><td></td><td></td><td class=r>${en(t.at(-1).balance)}</td></tr></table>`}; },
  'de-soll-haben-shortyear': () => { const t=txs(2,16,3000,2024,5); t.forEach(x=>{x.balance=null}); const close=Math.round((3000+t.reduce((a,x)=>a+x.amount,0))*100)/100; return {t, open:3000, close, html:`<h2>Sparkasse Nordheide</h2><p>Kontoauszug Nr. 5/2024<br>IBAN DE44 2405 0110 0012 3456 78<br>Zeitraum 01.05.2024 bis 31.05.2024</p>
<table><tr><th>Buchung</th><th>Valuta</th><th>Vorgang</th><th class=r>Soll</th><th class=r>Haben</th></tr><tr><td></td><td></td><td>Alter Kontostand</td><td></td><td class=r>${f2(3000)}</td></tr>
${t.map(x=>`<tr><td>${String(x.day).padStart(2,'0')}.05.24</td><td>${String(Math.min(x.day+1,31)).padStart(2,'0')}.05.24</td><td>${x.desc}</td><td class=r>${x.amount<0?f2(x.amount):''}</td><td class=r>${x.amount>0?f2(x.amount):''}</td></tr>`).join('')}
<tr><td></td><td></td><td>Neuer Kontostand</td><td></td><td class=r>${f2(close)}</td></tr></table>`}; },
  'jp-yen-slash': () => { const t=txs(3,12,250000,2024,6,{noDecimals:true}); const y=(n)=>'¥'+Math.abs(n).toLocaleString('en-US'); return {t, open:250000, html:`<h2>Sakura Trust Bank</h2><p>Account 1234567 (JPY)<br>Period 2024/06/01 - 2024/06/30</p>
<table><tr><th>Date</th><th>Description</th><th class=r>Withdrawal</th><th class=r>Deposit</th><th class=r>Balance</th></tr><tr><td>2024/06/01</td><td>Balance forward</td><td></td><td></td><td class=r>${y(250000)}</td></tr>
${t.map(x=>`<tr><td>2024/06/${String(x.day).padStart(2,'0')}</td><td>${x.desc}</td><td class=r>${x.amount<0?y(x.amount):''}</td><td class=r>${x.amount>0?y(x.amount):''}</td><td class=r>${y(x.balance)}</td></tr>`).join('')}</table>`}; },
  'card-cr-suffix': () => { const t=txs(4,13,-845.2,2024,12,{smallCredits:true}).map(x=>({...x})); let bal=-845.2; for(const x of t){x.month=x.day>20?12:12;} // card: purchases negative, payments positive
    t.forEach(x=>{bal=Math.round((bal+x.amount)*100)/100; x.balance=null;});
    return {t, open:-845.2, close:bal, card:true, html:`<h2>Summit Card Services</h2><p>Visa Credit Card Statement<br>Card number xxxx xxxx xxxx 9911<br>Statement date 27 Dec 2024 &nbsp; Credit limit $5,000.00</p>
<table style="width:50%"><tr><td>Previous balance</td><td class=r>$${en(845.2)}</td></tr><tr><td>New balance</td><td class=r>$${en(-bal)}</td></tr><tr><td>Minimum payment due</td><td class=r>$35.00</td></tr><tr><td>Payment due date</td><td class=r>20 Jan 2025</td></tr></table><br>
<table><tr><th>Trans date</th><th>Post date</th><th>Details</th><th class=r>Amount</th></tr>
${t.map(x=>`<tr><td>${x.day} Dec</td><td>${Math.min(x.day+2,31)} Dec</td><td>${x.desc}</td><td class=r>${en(x.amount)}${x.amount>0?' CR':''}</td></tr>`).join('')}</table>`}; },

  'no-headings': () => { const t=txs(5,15,512.3,2024,7); return {t, open:512.3, html:`<h2>Plain Credit Union</h2><p>Member 88213<br>1 July 2024 - 31 July 2024</p>
<table><tr><td>01/07/2024</td><td>BALANCE FORWARD</td><td></td><td class=r>${en(512.3)}</td></tr>
${t.map(x=>`<tr><td>${String(x.day).padStart(2,'0')}/07/2024</td><td>${x.desc}</td><td class=r>${en(x.amount)}</td><td class=r>${en(x.balance)}</td></tr>`).join('')}</table>`}; },
  'new-year-no-year': () => { const t=txs(6,14,900,2024,12); t.forEach((x,i)=>{ if(i>=7){x.month=1;x.year=2025;x.day=1+(i-7)*2;} else x.day=15+i*2; }); {let b=900; for(const x of t){b=Math.round((b+x.amount)*100)/100; x.balance=b;}} const mon=['','Jan','','','','','','','','','','','Dec'];
    return {t, open:900, html:`<h2>Fjord Savings</h2><p>Account 7712-33<br>Statement period 15 December 2024 to 14 January 2025</p>
<table><tr><th>Date</th><th>Details</th><th class=r>Money out</th><th class=r>Money in</th><th class=r>Balance</th></tr><tr><td>15 Dec</td><td>Balance brought forward</td><td></td><td></td><td class=r>${en(900)}</td></tr>
${t.map(x=>`<tr><td>${x.day} ${mon[x.month]}</td><td>${x.desc}</td><td class=r>${x.amount<0?en(x.amount):''}</td><td class=r>${x.amount>0?en(x.amount):''}</td><td class=r>${en(x.balance)}</td></tr>`).join('')}</table>`}; },
  'left-aligned-amounts-far-header': () => { const t=txs(7,12,2000,2024,8); return {t, open:2000, html:`<h2>Lakeside Bank</h2><p>Account no. 99887766<br>Period: 01-08-2024 to 31-08-2024</p>
<table><tr><th>Date</th><th>Transaction</th><th>Debit</th><th>Credit</th><th>Balance</th></tr><tr><td colspan=5 style="height:40px"></td></tr><tr><td></td><td>Opening balance</td><td></td><td></td><td>${en(2000)}</td></tr>
${t.map(x=>`<tr><td>${String(x.day).padStart(2,'0')}-08-2024</td><td>${x.desc}</td><td>${x.amount<0?en(x.amount):''}</td><td>${x.amount>0?en(x.amount):''}</td><td>${en(x.balance)}</td></tr>`).join('')}</table>`}; },
  'multipage-repeated': () => { const t=txs(8,70,100,2024,9); return {t, open:100, html:`<h2>Orbit Bank</h2><p>Account number 10203040<br>Statement period 01/09/2024 to 30/09/2024</p>
<table><thead><tr><th>Date</th><th>Description</th><th class=r>Paid out</th><th class=r>Paid in</th><th class=r>Balance</th></tr></thead><tbody><tr><td>01/09/2024</td><td>Opening balance</td><td></td><td></td><td class=r>${en(100)}</td></tr>
${t.map(x=>`<tr><td>${String(x.day).padStart(2,'0')}/09/2024</td><td>${x.desc}</td><td class=r>${x.amount<0?en(x.amount):''}</td><td class=r>${x.amount>0?en(x.amount):''}</td><td class=r>${en(x.balance)}</td></tr>`).join('')}</tbody></table>`}; },
};
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, make] of Object.entries(layouts)) {
  const L = make();
  await page.setContent(`<style>${css}</style>${L.html}`);
  const pdf = await page.pdf({ format: 'A4' });
  fs.writeFileSync(`${outDir}/${name}.pdf`, pdf);
  let s; try { s = await parseStatement(new Uint8Array(pdf)); } catch (e) { console.log(name, 'REFUSED', e.code); continue; }
  const a = s.accounts[0]; const got = a.transactions;
  let bad = 0;
  L.t.forEach((x, i) => { const g = got[i]; const ok = g && g.date === iso(x) && Math.abs(g.amount - x.amount) < 0.005 && g.description === x.desc; if (!ok) { bad++; if (bad <= 4) console.log('  ', name, i, JSON.stringify({want:[iso(x),x.amount,x.desc],got:g&&[g.date,g.amount,g.description]})); } });
  console.log(name, `rows ${got.length}/${L.t.length}`, 'bad', bad, 'verdict', a.checks.verdict, a.checks.firstBreak ?? '', 'open', a.openingBalance, 'cur', a.currency);
}
await browser.close();
// Write fixtures: transactions, opening and closing from the data; account number, currency and period as read (checked by eye).
if (process.argv.includes('--write')) {
  const dir = path.join(here, '../test/fixtures');
  for (const [name, make] of Object.entries(layouts)) {
    const L = make();
    const pdf = fs.readFileSync(`${outDir}/${name}.pdf`);
    const s = await parseStatement(new Uint8Array(pdf));
    const a = s.accounts[0];
    const last = L.t.at(-1);
    const closing = L.close ?? last.balance;
    const truth = { family: `hand_written_${name.replace(/-/g, '_')}`, verdict: 'verified', accounts: [{ accountNumber: a.accountNumber, currency: a.currency, openingBalance: L.open, closingBalance: closing, periodStart: a.periodStart, periodEnd: a.periodEnd,
      transactions: L.t.map((x) => ({ date: iso(x), description: x.desc, amount: x.amount, balance: x.balance })) }] };
    console.log(name, a.accountNumber, a.currency, a.periodStart, a.periodEnd);
    fs.writeFileSync(`${dir}/probe-${name}.chromium.pdf`, pdf);
    fs.writeFileSync(`${dir}/probe-${name}.chromium.truth.json`, JSON.stringify(truth, null, 1) + '\n');
  }
}
