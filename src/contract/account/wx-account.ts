// wx host (litemall-style, spec §7 "/wx/ endpoints: ... token check, address data, charge lock check"). The spec gives
// no paths or fields: these are ours (issue 34), under /api/wx/ as the brand and auction calls are (docs/decisions/006).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { AddressSchema } from '../entities/address';

/**
 * Whether the user token sent is a live login, and until when (spec §3 login state: token and tokenExpired). A visitor
 * call, so a dead token is answered (valid false) rather than refused with 4010/4012, which would clear the login.
 */
export const wxCheckToken = defineCall({
  name: 'wx.checkToken', host: 'wx', method: 'GET', path: '/api/wx/auth/checktoken', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}),
  response: z.object({ valid: z.boolean(), usersid: z.string().nullable(), tokenExpired: z.number().int() }),
});

/** The user's receipt addresses with the default one named: the same list getaddress answers (one way per job). */
export const wxAddressData = defineCall({
  name: 'wx.addressData', host: 'wx', method: 'GET', path: '/api/wx/address/data', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ list: z.array(AddressSchema), defaultAddressId: z.string().nullable() }),
});

/** How long a started top-up counts as being paid: a second one inside it would likely pay twice. */
export const CHARGE_LOCK_MS = 5 * 60_000;

/**
 * Before a balance top-up (充值): whether one the user started in the last CHARGE_LOCK_MS is still waiting for its
 * payment, so the client offers to finish that one instead of paying twice (locked, with when the lock ends).
 */
export const wxChargeLockCheck = defineCall({
  name: 'wx.chargeLockCheck', host: 'wx', method: 'GET', path: '/api/wx/charge/lockcheck', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({
    locked: z.boolean(),
    reason: z.string(),
    pending: z.object({ payNo: z.string(), amount: z.number().int(), createdAt: z.number().int() }).nullable(),
    unlockAt: z.number().int().nullable(),
  }),
});
