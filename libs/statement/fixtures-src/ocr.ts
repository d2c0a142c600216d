import { rng } from './format.js';

/**
 * An OCR-like text layer, shared by both renderers: a line of text becomes its words, each drawn on its
 * own, a few words in two touching pieces, and each piece's baseline off by up to a point. The pieces
 * spell exactly the original text (words joined by one space, pieces of a word with none).
 */
export type OcrPiece = { text: string; /** characters of the line before this piece */ offset: number; dy: number };

export function ocrNoise(seed: number): (text: string) => OcrPiece[] {
  const random = rng(seed);
  return (text) => {
    const pieces: OcrPiece[] = [];
    let offset = 0;
    for (const word of text.split(' ')) {
      if (word) {
        // A word in two touching pieces now and then ("PAYM" + "ENT").
        const cut = word.length >= 5 && random() < 0.18 ? 2 + Math.floor(random() * (word.length - 3)) : 0;
        const parts = cut ? [word.slice(0, cut), word.slice(cut)] : [word];
        let at = offset;
        for (const part of parts) {
          pieces.push({ text: part, offset: at, dy: Math.round((random() * 2 - 1) * 10) / 10 });
          at += part.length;
        }
      }
      offset += word.length + 1;
    }
    return pieces;
  };
}
