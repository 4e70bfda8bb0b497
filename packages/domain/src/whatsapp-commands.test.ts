import { describe, expect, it } from 'vitest';
import {
  buyerQueryFromText,
  parseCommand,
  parseLanguageChoice,
  parseRiderCommand,
} from './whatsapp-commands.ts';

describe('parseCommand', () => {
  it('knows the commands in any case, with punctuation and emoji around them', () => {
    expect(parseCommand('HELP')).toEqual({ kind: 'help' });
    expect(parseCommand('  help!! 🙏')).toEqual({ kind: 'help' });
    expect(parseCommand('My Products')).toEqual({ kind: 'myProducts' });
    expect(parseCommand('me nneɛma')).toEqual({ kind: 'myProducts' });
    expect(parseCommand('sell')).toEqual({ kind: 'sell' });
    expect(parseCommand('I wan sell')).toEqual({ kind: 'sell' });
    expect(parseCommand('language')).toEqual({ kind: 'language', choice: null });
    expect(parseCommand('language tw')).toEqual({ kind: 'language', choice: 'tw' });
    expect(parseCommand('Language Pidgin')).toEqual({ kind: 'language', choice: 'pidgin' });
    // A number off the menu asks again (else a seller's "language 4" was a caption with a price).
    expect(parseCommand('language 4')).toEqual({ kind: 'language', choice: null });
    expect(parseCommand('Kasa 0')).toEqual({ kind: 'language', choice: null });
  });

  it('is null for captions, searches and prices', () => {
    for (const text of [
      'Kente cloth GHS 450',
      'kente',
      '450',
      'help me find a phone',
      'language x',
    ]) {
      expect(parseCommand(text), text).toBeNull();
    }
  });
});

describe('parseRiderCommand', () => {
  it('reads the job commands with the number in any usual form', () => {
    for (const text of [
      'accept 12',
      'ACCEPT 12',
      '  accept   12 ',
      'accept #12',
      'Accept job 12',
      'take 12',
    ]) {
      expect(parseRiderCommand(text), text).toEqual({ kind: 'accept', number: 12 });
    }
    for (const text of [
      'picked 12',
      'pickup 12',
      'pick up #12',
      'Picked up 12',
      'picked up job 12.',
    ]) {
      expect(parseRiderCommand(text), text).toEqual({ kind: 'pickUp', number: 12 });
    }
    for (const text of [
      'delivered 12 4821',
      'deliver 12 4821',
      'Delivered #12 4821',
      'delivered 12, 4821',
      'delivered job 12 code 4821',
    ]) {
      expect(parseRiderCommand(text), text).toEqual({ kind: 'deliver', number: 12, code: '4821' });
    }
  });

  it('keeps a code with its leading zeros', () => {
    expect(parseRiderCommand('delivered 7 0042')).toEqual({
      kind: 'deliver',
      number: 7,
      code: '0042',
    });
  });

  it('knows the one-word commands', () => {
    expect(parseRiderCommand('Jobs')).toEqual({ kind: 'jobs' });
    expect(parseRiderCommand('new jobs')).toEqual({ kind: 'jobs' });
    expect(parseRiderCommand('ONLINE')).toEqual({ kind: 'availability', online: true });
    expect(parseRiderCommand('go offline!')).toEqual({ kind: 'availability', online: false });
    expect(parseRiderCommand('earnings')).toEqual({ kind: 'earnings' });
    expect(parseRiderCommand('balance')).toEqual({ kind: 'earnings' });
    expect(parseRiderCommand('help')).toEqual({ kind: 'help' });
    expect(parseRiderCommand('Hi')).toEqual({ kind: 'help' });
  });

  it('asks for what is missing: no number, a number that names no job, no 4-digit code', () => {
    expect(parseRiderCommand('accept')).toEqual({ kind: 'accept', number: null });
    expect(parseRiderCommand('picked up')).toEqual({ kind: 'pickUp', number: null });
    expect(parseRiderCommand('accept 0')).toEqual({ kind: 'accept', number: null });
    // Past the integer column: refused here rather than failing in the database.
    expect(parseRiderCommand('accept 99999999999')).toEqual({ kind: 'accept', number: null });
    expect(parseRiderCommand('delivered 12')).toEqual({ kind: 'deliver', number: 12, code: null });
    expect(parseRiderCommand('delivered 12 482')).toEqual({
      kind: 'deliver',
      number: 12,
      code: null,
    });
    expect(parseRiderCommand('delivered 12 48210')).toEqual({
      kind: 'deliver',
      number: 12,
      code: null,
    });
  });

  it('is null for anything else, so the rider gets the help', () => {
    for (const text of [
      'kente',
      'take care',
      'accept my apology',
      'accept 12 13',
      'picked 12 4821',
      'delivered 12 4821 5555',
      'where is job 12',
      '12',
      '',
    ]) {
      expect(parseRiderCommand(text), text).toBeNull();
    }
  });
});

describe('parseLanguageChoice', () => {
  it('reads codes, names and the menu numbers', () => {
    expect(parseLanguageChoice('TW')).toBe('tw');
    expect(parseLanguageChoice('Twi.')).toBe('tw');
    expect(parseLanguageChoice('english')).toBe('en');
    expect(parseLanguageChoice('3')).toBe('pidgin');
    expect(parseLanguageChoice('french')).toBeNull();
  });
});

describe('buyerQueryFromText', () => {
  it('takes the price limit and the town out of the words', () => {
    expect(buyerQueryFromText('phone under 1500 in Kumasi')).toEqual({
      q: 'phone',
      maxPricePesewas: 150_000,
      location: 'kumasi',
    });
    expect(buyerQueryFromText('laptop below GHS 3,000')).toEqual({
      q: 'laptop',
      maxPricePesewas: 300_000,
    });
    expect(buyerQueryFromText('sofa above 2k at Accra')).toEqual({
      q: 'sofa',
      minPricePesewas: 200_000,
      location: 'accra',
    });
    expect(buyerQueryFromText('kente wɔ Kumase')).toEqual({ q: 'kente', location: 'kumasi' });
  });

  it('reads a price range written backwards as the range', () => {
    expect(buyerQueryFromText('phone above 2000 under 1000')).toEqual({
      q: 'phone',
      minPricePesewas: 100_000,
      maxPricePesewas: 200_000,
    });
  });

  it('drops how people ask, keeping what they ask for', () => {
    expect(buyerQueryFromText('abeg I wan buy kente').q).toBe('kente');
    expect(buyerQueryFromText('Do you have iPhone 13?').q).toBe('iPhone 13');
    expect(buyerQueryFromText('I am looking for a 3 seater sofa').q).toBe('3 seater sofa');
    expect(buyerQueryFromText('mepɛ kente ntoma').q).toBe('kente ntoma');
    // Asking words alone stay (the search then finds nothing and says so).
    expect(buyerQueryFromText('I want to buy').q).toBe('I want to buy');
  });

  it('ignores an amount it cannot read and keeps it in the words', () => {
    const q = buyerQueryFromText('phone under 1.2.3');
    expect(q.maxPricePesewas).toBeUndefined();
    expect(q.q).toContain('1.2.3');
  });
});
