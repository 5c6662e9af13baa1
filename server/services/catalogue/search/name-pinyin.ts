import { pinyin } from 'pinyin-pro';

const HAN_RUNS = /(\p{Script=Han}+)/u;
const HAN = /\p{Script=Han}/u;

/**
 * A goods name as it is typed in pinyin (decision 031): `full` spells each Chinese character without tones or spaces
 * (ü as v, as keyboards type it), `initials` keeps each one's first letter (手机壳 → shoujike, sjk). Text between the
 * Chinese runs stays as it is, lowercased, in both (iPhone 15 手机壳 → iphone 15 shoujike). A name without Chinese
 * characters has none: its name already answers a Latin keyword.
 */
export function namePinyin(name: string): { full: string; initials: string } {
  if (!HAN.test(name)) return { full: '', initials: '' };
  let full = '';
  let initials = '';
  for (const [index, run] of name.split(HAN_RUNS).entries()) {
    if (index % 2 === 0) {
      full += run.toLowerCase();
      initials += run.toLowerCase();
      continue;
    }
    // Whole runs, not characters: pinyin-pro reads a polyphonic character by its word (重庆 chongqing, 重量 zhongliang).
    const syllables = pinyin(run, { type: 'array', toneType: 'none', v: true, nonZh: 'consecutive' });
    full += syllables.join('').toLowerCase();
    initials += syllables.map((s) => [...s][0] ?? '').join('').toLowerCase();
  }
  return { full, initials };
}

/** A keyword that is also looked for in the pinyin: no Chinese character, two characters or more, a Latin letter. */
export const isPinyinKeyword = (keyword: string) => !HAN.test(keyword) && [...keyword].length >= 2 && /[a-z]/i.test(keyword);
