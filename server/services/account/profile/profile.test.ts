// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAdd, regionList } from '../../../../src/contract/account/address';
import { hotAbroadCities, payeeImages, payeeImageSet, updateUserInfo } from '../../../../src/contract/account/profile';
import { userByToken } from '../../../../src/contract/account/users';
import { realNameState, realNameSubmit } from '../../../../src/contract/wallet/withdraw';
import { MESSAGES } from '../../../../src/domain/messages';
import { PROFILE_MESSAGES } from '../../../../src/domain/profile';
import { nationalRegions } from '../../../db/seed/checkout-regions';
import { dataSealer } from '../../../security/sealed';
import { loginByCode } from '../../../test-support/login';
import { finishedRecord, testPng, tusClient } from '../../../test-support/media';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { idCardFor } from '../../../test-support/wallet';

let t: TestApp;
let me: { token: string; userId: string };
let other: { token: string; userId: string };
let key = 0;
const h = (token: string) => userHeaders(token, `profile-${++key}`);

async function uploadAs(token: string, kind: string): Promise<string> {
  const record = finishedRecord(await tusClient(t, token).upload(await testPng(40, 40), { kind, filename: 'me.png' }));
  return record.urls.detail!;
}

const profile = (extra: Record<string, unknown> = {}) => ({ usersName: '星Q小王', gender: 1, usersLogos: '', locationId: '', ...extra });

beforeAll(async () => {
  t = await createTestApp();
  me = await loginByCode(t, '13912340001');
  other = await loginByCode(t, '13912340002');
});
afterAll(async () => { await t.close(); });

describe('profile (issue 15)', () => {
  it('saves nickname, gender, an own avatar and a region, and builds the location name from the codes', async () => {
    const avatar = await uploadAs(me.token, 'avatar');
    const saved = await t.call(updateUserInfo, profile({ usersLogos: avatar, locationId: '440305' }), h(me.token));
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ usersName: '星Q小王', gender: 1, usersLogos: avatar, locationId: '440305', locationName: '广东省 深圳市 南山区' });
    const read = await t.call(userByToken, {}, userHeaders(me.token));
    expect(read.data).toMatchObject({ usersName: '星Q小王', usersLogos: avatar, locationName: '广东省 深圳市 南山区' });
  });

  it('keeps the browser location as coordinates when no region is chosen', async () => {
    const saved = await t.call(updateUserInfo, profile({ latitude: 22.54312, longitude: 113.92981 }), h(me.token));
    expect(saved.data).toMatchObject({ locationId: null, locationName: '北纬22.5431° 东经113.9298°' });
  });

  it('keeps a hot abroad city by its name, and refuses a code not on the list', async () => {
    const saved = await t.call(updateUserInfo, profile({ abroadCityCode: 'TYO' }), h(me.token));
    expect(saved.data).toMatchObject({ locationId: null, locationName: '日本 东京' });
    expect(await t.call(updateUserInfo, profile({ abroadCityCode: 'XYZ' }), h(me.token))).toMatchObject({ code: 4000, msg: PROFILE_MESSAGES.locationInvalid });
    expect((await t.call(updateUserInfo, profile({ abroadCityCode: 'TYO', locationId: '440305' }), h(me.token))).code).toBe(4000);
  });

  it('never changes another user: the id comes from the token, another user\'s upload is refused as an avatar', async () => {
    const before = (await t.call(userByToken, {}, userHeaders(other.token))).data;
    const attempt = await t.call(updateUserInfo, { ...profile({ usersName: '冒名顶替' }), usersId: other.userId, usersid: other.userId }, h(me.token));
    expect(attempt.code).toBe(0);
    expect(attempt.data.usersId).toBe(me.userId);
    expect((await t.call(userByToken, {}, userHeaders(other.token))).data).toEqual(before);

    const theirs = await uploadAs(other.token, 'avatar');
    const stolen = await t.call(updateUserInfo, profile({ usersLogos: theirs }), h(me.token));
    expect(stolen).toMatchObject({ code: 4000, msg: PROFILE_MESSAGES.avatarInvalid });
    const outside = await t.call(updateUserInfo, profile({ usersLogos: 'https://example.com/a.png' }), h(me.token));
    expect(outside).toMatchObject({ code: 4000, msg: PROFILE_MESSAGES.avatarInvalid });
  });

  it('refuses a bad nickname, gender, region or coordinates with Chinese messages, and a visitor or lost token', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [profile({ usersName: '  ' }), PROFILE_MESSAGES.nicknameRequired],
      [profile({ usersName: '一'.repeat(17) }), PROFILE_MESSAGES.nicknameTooLong],
      [profile({ usersName: '<b>hi</b>' }), PROFILE_MESSAGES.nicknameInvalid],
      [profile({ gender: 3 }), PROFILE_MESSAGES.genderInvalid],
      [profile({ gender: '1' }), PROFILE_MESSAGES.genderInvalid],
      [profile({ locationId: '999999' }), PROFILE_MESSAGES.locationInvalid],
      [profile({ locationId: 'abc' }), PROFILE_MESSAGES.locationInvalid],
      [profile({ latitude: 95, longitude: 10 }), PROFILE_MESSAGES.coordinatesInvalid],
      [profile({ latitude: 22.5 }), PROFILE_MESSAGES.coordinatesInvalid],
    ];
    for (const [input, msg] of cases) {
      const answer = await t.call(updateUserInfo, input, h(me.token));
      expect(answer.code, JSON.stringify(input)).toBe(4000);
      expect(answer.msg).toContain(msg);
    }
    expect((await t.call(updateUserInfo, profile(), userHeaders(''))).code).toBe(4012);
  });

  it('stores payee images per user, replaceable, and refuses another user\'s upload', async () => {
    const first = await uploadAs(me.token, 'payee-image');
    const second = await uploadAs(me.token, 'payee-image');
    expect((await t.call(payeeImageSet, { kind: 'wechat', imageUrl: first }, h(me.token))).data.wechat).toBe(first);
    const replaced = await t.call(payeeImageSet, { kind: 'wechat', imageUrl: second }, h(me.token));
    expect(replaced.data).toMatchObject({ wechat: second, alipay: '' });
    expect((await t.call(payeeImages, {}, userHeaders(me.token))).data.wechat).toBe(second);
    expect((await t.call(payeeImages, {}, userHeaders(other.token))).data).toMatchObject({ wechat: '', alipay: '' });

    const theirs = await uploadAs(other.token, 'payee-image');
    expect(await t.call(payeeImageSet, { kind: 'alipay', imageUrl: theirs }, h(me.token))).toMatchObject({ code: 4000, msg: PROFILE_MESSAGES.payeeImageInvalid });
    expect((await t.call(payeeImageSet, { kind: 'bank', imageUrl: second }, h(me.token))).msg).toContain(PROFILE_MESSAGES.payeeKindInvalid);
    expect((await t.call(payeeImages, {}, userHeaders(''))).code).toBe(4012);
    const removed = await t.call(payeeImageSet, { kind: 'wechat', imageUrl: '' }, h(me.token));
    expect(removed.data.wechat).toBe('');
  });

  it('keeps the ID number sealed at rest (AES-256-GCM) and shows it masked', async () => {
    const idCard = idCardFor(314);
    const wrong = `${idCard.slice(0, 17)}${idCard.endsWith('0') ? '1' : '0'}`;
    expect((await t.call(realNameSubmit, { name: '李小星', idCard: wrong }, h(me.token))).msg).toBe(MESSAGES.idCardInvalid);
    const done = await t.call(realNameSubmit, { name: '李小星', idCard }, h(me.token));
    expect(done.data).toMatchObject({ realName: true, nameMasked: '李*星', idCardMasked: `1${'*'.repeat(16)}${idCard.slice(-1)}` });
    const rows = await queryRows<Record<string, string>>(t, `select * from real_names where user_id = '${me.userId}'`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(idCard);
    expect(stored).not.toContain(idCard.slice(6, 14));
    expect(stored).not.toContain('李小星');
    expect(dataSealer().open(rows[0]!.id_card_sealed!)).toBe(idCard);
    expect((await t.call(realNameState, {}, userHeaders(other.token))).data.realName).toBe(false);
  });
});

describe('regions (issue 15)', () => {
  it('serves the complete national list one level at a time, with GB/T 2260 codes', async () => {
    const provinces = (await t.call(regionList, {}, userHeaders(''))).data;
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '香港特别行政区', '台湾省']));
    const cities = (await t.call(regionList, { parentCode: '440000' }, userHeaders(''))).data;
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市', '中山市']));
    expect(cities).toHaveLength(21);
    const districts = (await t.call(regionList, { parentCode: '440300' }, userHeaders(''))).data;
    expect(districts.map((d) => d.name)).toEqual(['罗湖区', '福田区', '南山区', '宝安区', '龙岗区', '盐田区', '龙华区', '坪山区', '光明区']);
    expect((await t.call(regionList, { parentCode: '110000' }, userHeaders(''))).data).toEqual([{ code: '110100', name: '北京市', level: 2 }]);
    // Issue 34.12: 杭州 as it is since 2021 (no 下城区 or 江干区; 临平区 and 钱塘区).
    const hangzhou = (await t.call(regionList, { parentCode: '330100' }, userHeaders(''))).data.map((d) => d.name);
    expect(hangzhou).not.toContain('下城区');
    expect(hangzhou).not.toContain('江干区');
    expect(hangzhou).toEqual(expect.arrayContaining(['上城区', '拱墅区', '临平区', '钱塘区']));
    const doubled = await queryRows<{ location_name: string }>(t, "select location_name from shops where location_name ~ '^(北京市|天津市|上海市|重庆市)\\1'");
    expect(doubled).toEqual([]);
    const all = nationalRegions();
    expect(all.length).toBeGreaterThan(3000);
    const rows = await queryRows<{ count: number }>(t, 'select count(*)::int as count from regions');
    expect(rows[0]?.count).toBe(all.length);
  });

  it('takes a leaf city (东莞, no district level) as an address, and still refuses a district of another city', async () => {
    const base = { name: '王小明', phone: '13912340001', detail: '松山湖大道1号', isDefault: false };
    const leaf = await t.call(addressAdd, { ...base, addressId: 'dg-1', provinceCode: '440000', cityCode: '441900', districtCode: '441900' }, h(me.token));
    expect(leaf.code).toBe(0);
    expect(leaf.data.find((a) => a.addressId === 'dg-1')?.regionName).toBe('广东省 东莞市');
    const wrong = await t.call(addressAdd, { ...base, addressId: 'dg-2', provinceCode: '440000', cityCode: '440300', districtCode: '440300' }, h(me.token));
    expect(wrong).toMatchObject({ code: 4000, msg: '所在地区不正确' });
    const mixed = await t.call(addressAdd, { ...base, addressId: 'dg-3', provinceCode: '440000', cityCode: '440100', districtCode: '440305' }, h(me.token));
    expect(mixed.code).toBe(4000);
  });

  it('lists hot abroad cities for anyone', async () => {
    const cities = (await t.call(hotAbroadCities, {}, userHeaders(''))).data;
    expect(cities.length).toBeGreaterThanOrEqual(10);
    expect(cities[0]).toEqual({ code: 'TYO', name: '东京', country: '日本' });
  });
});
