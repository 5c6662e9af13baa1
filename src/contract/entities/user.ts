import { z } from 'zod';

/** spec §3 User. */
export const UserSchema = z.object({
  usersId: z.string(),
  usersNo: z.string(),
  usersPid: z.string().nullable(),
  shopPid: z.string().nullable(),
  shopId: z.string().nullable(),
  usersName: z.string(),
  usersLogos: z.string(),
  usersPhone: z.string(),
  gender: z.number().int(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** spec §3 Rank. */
export const RankSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  rankType: z.number().int(),
});
export type Rank = z.infer<typeof RankSchema>;

/** spec §3 Login response, plus the token expiry the login state keeps (spec §4). */
export const LoginResponseSchema = z.object({
  usersid: z.string(),
  usersno: z.string(),
  loginToken: z.string(),
  shopsLoginToken: z.string(),
  platCompanyId: z.string(),
  tokenExpired: z.number().int(),
  /** The host's clock when it answered (ours): expiry is judged on host time, whatever the device's clock says. */
  serverTime: z.number().int(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
