// member and assist hosts: the user's own profile, payee images and places (spec §7 Profile and auth: update user
// info; Uploads: member logo; Agreements and config: location province/city, hot abroad cities). The spec shows no
// paths; ours are in docs/decisions/006 (issue 15).
import { z } from 'zod';
import { MEDIA_IMAGE_URL_PATTERN } from '../../domain/media-kinds';
import {
  isCoordinate, isProfileGender, nicknameProblem, PAYEE_KINDS, PROFILE_MESSAGES as M, type ProfileGender,
} from '../../domain/profile';
import { defineCall } from '../define-call';
import { UserSchema } from '../entities/user';

const nicknameField = z.string({ error: M.nicknameRequired }).trim().superRefine((value, ctx) => {
  const problem = nicknameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const genderField = z.number({ error: M.genderInvalid }).refine(isProfileGender, M.genderInvalid).transform((g) => g as ProfileGender);
/** The current logo unchanged, or the URL of the user's own finished upload (checked on the host). */
const logoField = z.string({ error: M.avatarInvalid }).max(300, M.avatarInvalid);
const locationIdField = z.union([z.literal(''), z.string().regex(/^\d{6}$/, M.locationInvalid)], { error: M.locationInvalid });
const degreesField = z.number({ error: M.coordinatesInvalid }).min(-180, M.coordinatesInvalid).max(180, M.coordinatesInvalid);

export const ProfileUpdateSchema = z.object({
  usersName: nicknameField,
  gender: genderField,
  usersLogos: logoField,
  /** The deepest region code chosen (spec §3 locationId), or '' with coordinates (the browser's location) or neither. */
  locationId: locationIdField.default(''),
  latitude: degreesField.optional(),
  longitude: degreesField.optional(),
  /** One of the hot abroad cities (its code), with locationId ''. */
  abroadCityCode: z.string({ error: M.locationInvalid }).regex(/^[A-Z]{3}$/, M.locationInvalid).optional(),
}).refine((p) => (p.latitude === undefined) === (p.longitude === undefined)
  && (p.latitude === undefined || (p.locationId === '' && isCoordinate(p.latitude, p.longitude!))), { message: M.coordinatesInvalid })
  .refine((p) => p.abroadCityCode === undefined || (p.locationId === '' && p.latitude === undefined), { message: M.locationInvalid });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** Update user info: the whole editable profile at once (an offline edit replays as the last state the user saved). */
export const updateUserInfo = defineCall({
  name: 'member.updateUserInfo', host: 'member', method: 'POST', path: '/api/users/users/updateusersinfo', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox',
  request: ProfileUpdateSchema,
  response: UserSchema.extend({ usersid: z.string(), usersno: z.string() }),
});

export const PayeeImagesSchema = z.object({
  wechat: z.string(),
  alipay: z.string(),
  updatedAt: z.number().int(),
});
export type PayeeImages = z.infer<typeof PayeeImagesSchema>;

/** The caller's own payee images (a collectible trade will show a seller's to the trade's buyer: docs/decisions/006). */
export const payeeImages = defineCall({
  name: 'member.payeeImages', host: 'member', method: 'GET', path: '/api/users/users/getpayeeimg', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: PayeeImagesSchema,
});

/** Sets or replaces one payee image with the user's own finished upload ('' removes it). Sent online: it follows an upload. */
export const payeeImageSet = defineCall({
  name: 'member.payeeImageSet', host: 'member', method: 'POST', path: '/api/users/users/setpayeeimg', encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    kind: z.enum(PAYEE_KINDS, { error: M.payeeKindInvalid }),
    imageUrl: z.union([z.literal(''), z.string().regex(MEDIA_IMAGE_URL_PATTERN, M.payeeImageInvalid)], { error: M.payeeImageInvalid }),
  }),
  response: PayeeImagesSchema,
});

export const AbroadCitySchema = z.object({ code: z.string(), name: z.string(), country: z.string() });
export type AbroadCity = z.infer<typeof AbroadCitySchema>;

/** Hot abroad cities: the short list the location pickers offer beside the national regions. */
export const hotAbroadCities = defineCall({
  name: 'assist.hotAbroadCities', host: 'assist', method: 'GET', path: '/api/location/location/gethotabroadcity', encoding: 'query', role: 'visitor',
  mutating: false,
  request: z.object({}),
  response: z.array(AbroadCitySchema),
});
