/**
 * The library's vocabulary: every word a question shows, with its English gloss and, when there is one,
 * its picture in web/public/art. Content modules refer to words by their Filipino spelling.
 *
 * NOTE(content): a word taught as a word (Abakada, syllables, first words, beginning sounds) keeps its
 * teaching language in both `en` and `tl` and only adds a gloss: 'aso (dog)' / 'aso', 'dog' / 'dog (aso)'.
 * Otherwise 'aso' would not start with A in the English view. Only instructions are translated.
 */
import type { Bilingual } from '@aralin/contract';

export interface Word {
  tl: string;
  en: string;
  /** Picture name under web/public/art (without .svg), if drawn. */
  art?: string;
}

const list: Word[] = [
  // Pictured words (Abakada, first words, beginning sounds).
  { tl: 'araw', en: 'sun', art: 'sun' },
  { tl: 'aso', en: 'dog', art: 'dog' },
  { tl: 'bola', en: 'ball', art: 'ball' },
  { tl: 'baka', en: 'cow', art: 'cow' },
  { tl: 'kabayo', en: 'horse', art: 'horse' },
  { tl: 'kamay', en: 'hand', art: 'hand' },
  { tl: 'daga', en: 'mouse', art: 'mouse' },
  { tl: 'dahon', en: 'leaf', art: 'leaf' },
  { tl: 'elepante', en: 'elephant', art: 'elephant' },
  { tl: 'eroplano', en: 'airplane', art: 'airplane' },
  { tl: 'gatas', en: 'milk', art: 'milk' },
  { tl: 'gagamba', en: 'spider', art: 'spider' },
  { tl: 'hipon', en: 'shrimp', art: 'shrimp' },
  { tl: 'halaman', en: 'plant', art: 'plant' },
  { tl: 'isda', en: 'fish', art: 'fish' },
  { tl: 'ibon', en: 'bird', art: 'bird' },
  { tl: 'lobo', en: 'balloon', art: 'balloon' },
  { tl: 'langgam', en: 'ant', art: 'ant' },
  { tl: 'mangga', en: 'mango', art: 'mango' },
  { tl: 'manok', en: 'chicken', art: 'chicken' },
  { tl: 'niyog', en: 'coconut', art: 'coconut' },
  { tl: 'nanay', en: 'mother', art: 'mother' },
  { tl: 'ngipin', en: 'tooth', art: 'tooth' },
  { tl: 'ngiti', en: 'smile', art: 'smile' },
  { tl: 'oso', en: 'bear', art: 'bear' },
  { tl: 'orasan', en: 'clock', art: 'clock' },
  { tl: 'pusa', en: 'cat', art: 'cat' },
  { tl: 'puno', en: 'tree', art: 'tree' },
  { tl: 'relo', en: 'watch', art: 'watch' },
  { tl: 'rosas', en: 'rose', art: 'rose' },
  { tl: 'saging', en: 'banana', art: 'banana' },
  { tl: 'sapatos', en: 'shoes', art: 'shoes' },
  { tl: 'tasa', en: 'cup', art: 'cup' },
  { tl: 'tubig', en: 'water', art: 'water' },
  { tl: 'ulan', en: 'rain', art: 'rain' },
  { tl: 'unan', en: 'pillow', art: 'pillow' },
  { tl: 'walis', en: 'broom', art: 'broom' },
  { tl: 'watawat', en: 'flag', art: 'flag' },
  { tl: 'yelo', en: 'ice', art: 'ice' },
  { tl: 'yoyo', en: 'yo-yo', art: 'yoyo' },
  { tl: 'mansanas', en: 'apple', art: 'apple' },
  { tl: 'itlog', en: 'egg', art: 'egg' },
  { tl: 'payong', en: 'umbrella', art: 'umbrella' },
  { tl: 'pugita', en: 'octopus', art: 'octopus' },
  { tl: 'igloo', en: 'igloo', art: 'igloo' },
  // NOTE(content): dalandan, the Philippine orange, has a green skin (issue 15): drawn green, and told apart
  // from the orange-skinned kahel, which is the English 'orange'.
  { tl: 'dalandan', en: 'native orange', art: 'dalandan' },
  { tl: 'kahel', en: 'orange', art: 'orange' },
  { tl: 'kulisap', en: 'insect', art: 'insect' },
  { tl: 'bibe', en: 'duck', art: 'duck' },
  { tl: 'bulaklak', en: 'flower', art: 'flower' },
  { tl: 'buwan', en: 'moon', art: 'moon' },
  { tl: 'kotse', en: 'car', art: 'car' },
  { tl: 'bahay', en: 'house', art: 'house' },
  // Words used as text only (syllables).
  { tl: 'baso', en: 'glass' },
  { tl: 'berde', en: 'green' },
  { tl: 'bente', en: 'twenty' },
  { tl: 'bigas', en: 'rice' },
  { tl: 'bote', en: 'bottle' },
  { tl: 'buko', en: 'young coconut' },
  { tl: 'kama', en: 'bed' },
  { tl: 'keso', en: 'cheese' },
  { tl: 'kendi', en: 'candy' },
  { tl: 'kilay', en: 'eyebrow' },
  { tl: 'kidlat', en: 'lightning' },
  { tl: 'korona', en: 'crown' },
  { tl: 'kuko', en: 'fingernail' },
  { tl: 'kumot', en: 'blanket' },
  { tl: 'kuneho', en: 'rabbit' },
  { tl: 'mata', en: 'eye' },
  { tl: 'mais', en: 'corn' },
  { tl: 'mesa', en: 'table' },
  { tl: 'medyas', en: 'socks' },
  { tl: 'melon', en: 'melon' },
  { tl: 'mikropono', en: 'microphone' },
  { tl: 'minatamis', en: 'sweets' },
  { tl: 'motor', en: 'motorcycle' },
  { tl: 'monggo', en: 'mung beans' },
  { tl: 'mukha', en: 'face' },
  { tl: 'musika', en: 'music' },
  { tl: 'mundo', en: 'world' },
  { tl: 'sabon', en: 'soap' },
  { tl: 'sepilyo', en: 'toothbrush' },
  { tl: 'selyo', en: 'stamp' },
  { tl: 'sibuyas', en: 'onion' },
  { tl: 'silya', en: 'chair' },
  { tl: 'sili', en: 'chili' },
  { tl: 'sopas', en: 'soup' },
  { tl: 'sobre', en: 'envelope' },
  { tl: 'sombrero', en: 'hat' },
  { tl: 'suklay', en: 'comb' },
  { tl: 'susi', en: 'key' },
  { tl: 'sulat', en: 'letter' },
  { tl: 'talong', en: 'eggplant' },
  { tl: 'tainga', en: 'ear' },
  { tl: 'telepono', en: 'telephone' },
  { tl: 'tela', en: 'cloth' },
  { tl: 'tinapay', en: 'bread' },
  { tl: 'tigre', en: 'tiger' },
  { tl: 'toro', en: 'bull' },
  { tl: 'tore', en: 'tower' },
  { tl: 'tulay', en: 'bridge' },
  { tl: 'tuta', en: 'puppy' },
];

const byTl = new Map(list.map((w) => [w.tl, w]));
const byEn = new Map(list.map((w) => [w.en, w]));

/** A word by its Filipino spelling; throws on a typo so content mistakes fail at load. */
export function word(tl: string): Word {
  const w = byTl.get(tl);
  if (!w) throw new Error(`prebuilt content: unknown word '${tl}'`);
  return w;
}

/** A word by its Filipino spelling, or undefined when the vocabulary has none. */
export function findWord(tl: string): Word | undefined {
  return byTl.get(tl);
}

/** A word by its English spelling. */
export function wordEn(en: string): Word {
  const w = byEn.get(en);
  if (!w) throw new Error(`prebuilt content: unknown English word '${en}'`);
  return w;
}

/** A Filipino word taught as a word: 'aso (dog)' in English view, 'aso' in Filipino view. */
export function filipinoWord(w: Word): Bilingual {
  return { en: `${w.tl} (${w.en})`, tl: w.tl };
}

/** An English word taught as a word: 'dog' in English view, 'dog (aso)' in Filipino view. */
export function englishWord(w: Word): Bilingual {
  return { en: w.en, tl: w.tl === w.en ? w.en : `${w.en} (${w.tl})` };
}

/** A word simply translated (mathematics: things named in either language). */
export function translated(w: Word): Bilingual {
  return { en: w.en, tl: w.tl };
}
