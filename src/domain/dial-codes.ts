/** International dialing codes for phone fields (global/country-code-page): Chinese name, ISO region, code. */
export interface DialCode { region: string; name: string; code: string }

export const DEFAULT_DIAL_CODE = '+86';

/** The regions shown first. */
export const COMMON_DIAL_REGIONS = ['CN', 'HK', 'MO', 'TW', 'US', 'JP', 'KR', 'SG'] as const;

export const DIAL_CODES: readonly DialCode[] = [
  { region: 'CN', name: '中国大陆', code: '+86' }, { region: 'HK', name: '中国香港', code: '+852' },
  { region: 'MO', name: '中国澳门', code: '+853' }, { region: 'TW', name: '中国台湾', code: '+886' },
  { region: 'US', name: '美国', code: '+1' }, { region: 'CA', name: '加拿大', code: '+1' },
  { region: 'JP', name: '日本', code: '+81' }, { region: 'KR', name: '韩国', code: '+82' },
  { region: 'SG', name: '新加坡', code: '+65' }, { region: 'MY', name: '马来西亚', code: '+60' },
  { region: 'TH', name: '泰国', code: '+66' }, { region: 'VN', name: '越南', code: '+84' },
  { region: 'PH', name: '菲律宾', code: '+63' }, { region: 'ID', name: '印度尼西亚', code: '+62' },
  { region: 'IN', name: '印度', code: '+91' }, { region: 'PK', name: '巴基斯坦', code: '+92' },
  { region: 'BD', name: '孟加拉国', code: '+880' }, { region: 'KH', name: '柬埔寨', code: '+855' },
  { region: 'LA', name: '老挝', code: '+856' }, { region: 'MM', name: '缅甸', code: '+95' },
  { region: 'MN', name: '蒙古', code: '+976' }, { region: 'KZ', name: '哈萨克斯坦', code: '+7' },
  { region: 'RU', name: '俄罗斯', code: '+7' }, { region: 'AE', name: '阿联酋', code: '+971' },
  { region: 'SA', name: '沙特阿拉伯', code: '+966' }, { region: 'TR', name: '土耳其', code: '+90' },
  { region: 'IL', name: '以色列', code: '+972' }, { region: 'GB', name: '英国', code: '+44' },
  { region: 'FR', name: '法国', code: '+33' }, { region: 'DE', name: '德国', code: '+49' },
  { region: 'IT', name: '意大利', code: '+39' }, { region: 'ES', name: '西班牙', code: '+34' },
  { region: 'PT', name: '葡萄牙', code: '+351' }, { region: 'NL', name: '荷兰', code: '+31' },
  { region: 'BE', name: '比利时', code: '+32' }, { region: 'CH', name: '瑞士', code: '+41' },
  { region: 'AT', name: '奥地利', code: '+43' }, { region: 'SE', name: '瑞典', code: '+46' },
  { region: 'NO', name: '挪威', code: '+47' }, { region: 'DK', name: '丹麦', code: '+45' },
  { region: 'FI', name: '芬兰', code: '+358' }, { region: 'IE', name: '爱尔兰', code: '+353' },
  { region: 'PL', name: '波兰', code: '+48' }, { region: 'GR', name: '希腊', code: '+30' },
  { region: 'UA', name: '乌克兰', code: '+380' }, { region: 'AU', name: '澳大利亚', code: '+61' },
  { region: 'NZ', name: '新西兰', code: '+64' }, { region: 'BR', name: '巴西', code: '+55' },
  { region: 'MX', name: '墨西哥', code: '+52' }, { region: 'AR', name: '阿根廷', code: '+54' },
  { region: 'CL', name: '智利', code: '+56' }, { region: 'PE', name: '秘鲁', code: '+51' },
  { region: 'ZA', name: '南非', code: '+27' }, { region: 'EG', name: '埃及', code: '+20' },
  { region: 'NG', name: '尼日利亚', code: '+234' }, { region: 'KE', name: '肯尼亚', code: '+254' },
];

/** Regions whose name, code or ISO letters contain the text ("日", "+81", "81", "jp"). */
export function filterDialCodes(text: string, list: readonly DialCode[] = DIAL_CODES): DialCode[] {
  const q = text.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...list];
  return list.filter((d) => d.name.includes(q) || d.code.slice(1).startsWith(q) || d.region.toLowerCase() === q);
}

export function isDialCode(value: unknown): value is string {
  return typeof value === 'string' && DIAL_CODES.some((d) => d.code === value);
}
