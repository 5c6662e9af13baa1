// Province abbreviations that open a mainland plate (GA 36-2018).
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
// Plate letters never use I or O (they read as 1 and 0).
const LETTER = '[A-HJ-NP-Z]';
const SERIAL = '[A-HJ-NP-Z0-9]';

// Ordinary: province, issuing-office letter, 5 serial characters; the last may be 挂/学/警/港/澳.
const ORDINARY = new RegExp(`^${PROVINCE}${LETTER}${SERIAL}{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
// New energy, small cars: an energy letter (D/A/B/C/E pure electric, F/G/H/J/K other) then a serial
// character and 4 digits; large cars: 5 digits then D or F.
const NEW_ENERGY = new RegExp(`^${PROVINCE}${LETTER}([A-HJK]${SERIAL}\\d{4}|\\d{5}[DF])$`);

/** spec §5 vehicle plate: ordinary 7-character plates and 8-character new-energy plates. */
export function isPlate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return ORDINARY.test(value) || NEW_ENERGY.test(value);
}
