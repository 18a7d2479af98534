/**
 * Starting passwords for imported children (issue 12). A teacher copies them onto the sign-in cards, so
 * they are short words a child can read ('Mangga#4827') yet meet the student password rules of spec §5:
 * upper and lower case, a digit, a special character, 8 or more characters.
 */
import { randomInt } from 'node:crypto';
import { isStudentPasswordOk } from '@aralin/contract';

const WORDS = [
  'Mangga',
  'Saging',
  'Bayabas',
  'Pinya',
  'Ibon',
  'Isda',
  'Pusa',
  'Kalabaw',
  'Araw',
  'Buwan',
  'Bituin',
  'Ulap',
  'Bulaklak',
  'Dahon',
  'Puno',
  'Bundok',
  'Dagat',
  'Ilog',
  'Bahay',
  'Lapis',
  'Aklat',
  'Bola',
  'Tala',
  'Hangin',
];

/** A fresh starting password, e.g. 'Bituin#3071'. */
export function newStartingPassword(): string {
  const word = WORDS[randomInt(WORDS.length)];
  const digits = String(randomInt(10_000)).padStart(4, '0');
  const password = `${word}#${digits}`;
  // Every word is at least 4 letters with a capital, so this always holds; checked so a list edit can't break it.
  if (!isStudentPasswordOk(password)) throw new Error(`starting password rule broken by '${word}'`);
  return password;
}
