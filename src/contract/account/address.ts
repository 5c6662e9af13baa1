// member host: receipt addresses (spec §7 Address: get, add, delete, update under /api/memberaddress/memberaddress/);
// assist host: the region picker (spec §7 Location province/city). Every address call answers the whole list.
import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from '../../domain/messages';
import { defineCall } from '../define-call';
import { AddressSchema, RegionSchema } from '../entities/address';
import { mobileField } from '../fields';

const BASE = '/api/memberaddress/memberaddress';
const list = z.array(AddressSchema);

/** Client-chosen ids let an address added offline be edited or chosen before the host has seen it. */
export const clientIdField = (label: string) =>
  z.string({ error: `${label}格式不正确` }).regex(/^[A-Za-z0-9_-]{1,64}$/, `${label}格式不正确`);
const regionCode = z.string({ error: M.regionRequired }).regex(/^\d{6}$/, M.regionInvalid);

export const addressFields = {
  name: z.string({ error: M.consigneeRequired }).trim().min(1, M.consigneeRequired).max(20, M.consigneeTooLong),
  phone: mobileField,
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: regionCode,
  detail: z.string({ error: M.addressDetailRequired }).trim().min(1, M.addressDetailRequired).max(100, M.addressDetailTooLong),
  isDefault: z.boolean({ error: '默认地址格式不正确' }).default(false),
};

function addressCall<Req extends z.ZodType>(name: string, path: string, mutating: boolean, request: Req) {
  return defineCall({
    name: `member.${name}`, host: 'member', method: 'POST', path: `${BASE}/${path}`,
    encoding: 'json', role: 'user', mutating, ...(mutating ? { replay: 'outbox' as const } : {}), request, response: list,
  });
}

export const addressList = addressCall('addressList', 'getaddress', false, z.object({}));
export const addressAdd = addressCall('addressAdd', 'addaddress', true, z.object({
  addressId: clientIdField('地址编号'), ...addressFields,
}));
export const addressUpdate = addressCall('addressUpdate', 'updateaddress', true, z.object({
  addressId: clientIdField('地址编号'), ...addressFields,
}));
export const addressDelete = addressCall('addressDelete', 'deleteaddress', true, z.object({ addressId: clientIdField('地址编号') }));

/** Provinces when parentCode is absent, else the cities of a province or the districts of a city. */
export const regionList = defineCall({
  name: 'assist.regionList',
  host: 'assist',
  method: 'GET',
  path: '/api/location/location/getprovincecity',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({ parentCode: regionCode.optional() }),
  response: z.array(RegionSchema),
});
