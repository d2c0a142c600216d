// Properties of bank wording added in the books9 round (blind9 opened as a tune set): read from the tune sets' misses
// grouped by cause and written as properties of how banks word their rows. These descriptions are written by hand for
// this test, with invented shops, companies and people; none is a row of a labelled or invented set. Each group has
// guards: rows the property must NOT change.
import { describe, expect, test } from '@jest/globals';
import { booked } from './booked.js';

describe("a card's statement settled from the account, as each language words it", () => {
  test.each([
    ['ADDEBITO SALDO CARTA DI CREDITO N.XXXX 1234 ESTRATTO 05/2024', 'Card Payment', 'transfers'],
    ['ADDEBITO IN C/C SALDO CARTA 4455', 'Card Payment', 'transfers'],
    ['AFREKENING BELFIUS VISA 4111 XXXX XXXX 9876', 'Card Payment', 'transfers'],
    ['DKB Kreditkartenabrechnung 04/2024', 'Card Payment', 'transfers'],
    ['RELEVE CARTE X9911 DEBIT DIFFERE AU 30/04', 'Card Payment', 'transfers'],
    ['CC 000552211XXXXXX9090 AUTOPAY SI-MAD', 'Card Payment', 'transfers'],
    ['HALIFAX CLARITY MC BP', 'Card Payment', 'transfers'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: a card's word in a shop's name, a bill payment to a company, a statement's word alone
    ['ADDEBITO DIRETTO SDD ENEL ENERGIA', 'Enel Energia'],
    ['RELEVE DE COMPTE FRAIS', 'Releve de Compte Frais'],
    ['MARIO ROSSI BP', 'Mario Rossi'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe('cash paid in at a machine or a counter: the deposit\'s word first, whatever the machine\'s word after it', () => {
  test.each([
    ['DEP NUMERARIO ATM', 'Cash Deposit', 'cash'],
    ['DEPOSITO NUMERARIO BALCAO', 'Cash Deposit', 'cash'],
    ['STORTING AAN ONZE AUTOMATEN GENT KOUTER', 'Cash Deposit', 'cash'],
    ['VERSEMENT ESPECES DAB AGENCE LYON', 'Cash Deposit', 'cash'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: cash taken out stays a withdrawal; a deposit's word before a person is a transfer
    ['LEVANTAMENTO ATM LISBOA', 'Cash Withdrawal'],
    ['GELDOPNEMING AUTOMAAT GENT', 'Cash Withdrawal'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});
