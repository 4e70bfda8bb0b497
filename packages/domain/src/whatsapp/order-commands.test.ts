import { describe, expect, it } from 'vitest';
import {
  orderButtonId,
  parseBuyCommand,
  parseOrderButton,
  parseOrderPlace,
  parseSellerOrderCommand,
} from './order-commands.ts';

describe('a buyer answering a search', () => {
  it.each([
    ['buy 2', 2],
    ['Buy no. 2', 2],
    ['2', 2],
    ['#3', 3],
    ['tɔ 2', 2],
    ['Me tɔ 1', 1],
    ['I wan buy 4', 4],
    ['buy number 5', 5],
    ['buy result 2', 2],
  ])('%s buys result %i', (text, result) => {
    expect(parseBuyCommand(text)).toEqual({ result });
  });

  it.each(['buy 6', 'buy 0', '12', 'buy phone', 'phone under 2', 'buy 2 3', 'kente', ''])(
    '%s is no buy',
    (text) => {
      expect(parseBuyCommand(text)).toBeNull();
    },
  );
});

describe('the place an order goes', () => {
  it('a town in a zone, with the landmark after "near"', () => {
    expect(parseOrderPlace('Adum, Kumasi near the post office')).toEqual({
      kind: 'delivery',
      zone: 'kumasi',
      dropoffLocation: 'Adum, Kumasi',
      dropoffLandmark: 'near the post office',
    });
  });

  it('zones named in two words or in Twi', () => {
    expect(parseOrderPlace('Abura, Cape Coast')).toMatchObject({ zone: 'cape-coast' });
    expect(parseOrderPlace('Kejetia, Kumase')).toMatchObject({ zone: 'kumasi' });
    expect(parseOrderPlace('Market Circle Takoradi')).toMatchObject({
      zone: 'takoradi',
      dropoffLandmark: null,
    });
  });

  it('pickup and cancel in the three languages', () => {
    for (const text of ['pickup', 'I go come take am', 'Mɛba abɛfa']) {
      expect(parseOrderPlace(text)).toEqual({ kind: 'pickup' });
    }
    for (const text of ['cancel', 'Gyae', 'no']) {
      expect(parseOrderPlace(text)).toEqual({ kind: 'cancel' });
    }
  });

  it('a place in no zone Dwa serves is asked again', () => {
    expect(parseOrderPlace('Ho, Volta region')).toEqual({ kind: 'noZone' });
    // "Accra" inside another word is no zone.
    expect(parseOrderPlace('Accraville')).toEqual({ kind: 'noZone' });
  });
});

describe("a seller's order commands", () => {
  it('accept with and without the place a rider collects it', () => {
    expect(parseSellerOrderCommand('accept 12')).toEqual({
      kind: 'accept',
      number: 12,
      place: null,
    });
    expect(parseSellerOrderCommand('Accept order #12, Adum near the lorry station')).toEqual({
      kind: 'accept',
      number: 12,
      place: 'Adum near the lorry station',
    });
    expect(parseSellerOrderCommand('gye 7 Kejetia')).toEqual({
      kind: 'accept',
      number: 7,
      place: 'Kejetia',
    });
  });

  it('decline with its reason, in English and Twi', () => {
    expect(parseSellerOrderCommand('decline 12 sold out yesterday')).toEqual({
      kind: 'decline',
      number: 12,
      reason: 'sold out yesterday',
    });
    expect(parseSellerOrderCommand('po 3')).toEqual({ kind: 'decline', number: 3, reason: null });
  });

  it('a caption or a sentence is no command', () => {
    for (const text of [
      'Kente cloth GHS 450',
      'accept my apology',
      'decline',
      'ok 12 pieces left',
    ]) {
      expect(parseSellerOrderCommand(text)).toBeNull();
    }
  });

  it('button ids name the step and the order, and nothing else reads as one', () => {
    expect(parseOrderButton(orderButtonId('accept', 41))).toEqual({ action: 'accept', number: 41 });
    expect(parseOrderButton(orderButtonId('decline', 9))).toEqual({ action: 'decline', number: 9 });
    for (const id of ['order-accept:0', 'order-ship:4', 'publish:41', 'order-accept:1x']) {
      expect(parseOrderButton(id)).toBeNull();
    }
  });
});
