import { describe, expect, it } from 'vitest';
import { formatCoordinates, isCoordinate, isProfileGender, nicknameProblem, PROFILE_MESSAGES } from './profile';

describe('profile rules', () => {
  it('takes Chinese, letters, digits and inner spaces as a nickname, and trims the ends', () => {
    expect(nicknameProblem('星Q小王')).toBeNull();
    expect(nicknameProblem('  Tom 李_01  ')).toBeNull();
    expect(nicknameProblem('王·小明')).toBeNull();
  });

  it('refuses an empty, too long or symbol-laden nickname with a Chinese message', () => {
    expect(nicknameProblem('   ')).toBe(PROFILE_MESSAGES.nicknameRequired);
    expect(nicknameProblem('一'.repeat(17))).toBe(PROFILE_MESSAGES.nicknameTooLong);
    expect(nicknameProblem('一'.repeat(16))).toBeNull();
    expect(nicknameProblem('<script>')).toBe(PROFILE_MESSAGES.nicknameInvalid);
    expect(nicknameProblem('a\nb')).toBe(PROFILE_MESSAGES.nicknameInvalid);
    expect(nicknameProblem('a  b')).toBe(PROFILE_MESSAGES.nicknameInvalid);
  });

  it('knows the three genders only', () => {
    expect([0, 1, 2].every(isProfileGender)).toBe(true);
    expect(isProfileGender(3)).toBe(false);
    expect(isProfileGender('1')).toBe(false);
  });

  it('checks and writes coordinates', () => {
    expect(isCoordinate(22.5431, 113.9298)).toBe(true);
    expect(isCoordinate(91, 0)).toBe(false);
    expect(isCoordinate(Number.NaN, 0)).toBe(false);
    expect(formatCoordinates(22.54312, 113.92981)).toBe('北纬22.5431° 东经113.9298°');
    expect(formatCoordinates(-33.8688, -70.6693)).toBe('南纬33.8688° 西经70.6693°');
  });
});
