import { addressAdd, addressDelete, addressList, addressUpdate, regionList } from '../../../../src/contract/account/address';
import { pullAddresses } from '../../../../src/contract/platform/pull';
import { bind, type Binding } from '../../../http/bind-call';
import { settledPage } from '../../platform/sync/pull-page';
import { addAddress, deleteAddress, listAddresses, listRegions, pullAddressPage, updateAddress } from './address-repository';

/** Every address call answers the whole list, so the client replaces its confirmed copy (as the cart does). */
export const addressBindings: Binding[] = [
  bind(addressList, async ({ auth, db }) => listAddresses(db, auth.userId!)),
  bind(addressAdd, async ({ input, auth, db, deps }) => {
    await addAddress(db, auth.userId!, input, deps.now());
    return listAddresses(db, auth.userId!);
  }),
  bind(addressUpdate, async ({ input, auth, db, deps }) => {
    await updateAddress(db, auth.userId!, input, deps.now());
    return listAddresses(db, auth.userId!);
  }),
  bind(addressDelete, async ({ input, auth, db, deps }) => {
    await deleteAddress(db, auth.userId!, input.addressId, deps.now());
    return listAddresses(db, auth.userId!);
  }),
  bind(pullAddresses, async ({ input, auth, db, deps }) => {
    const now = deps.now();
    return settledPage(await pullAddressPage(db, auth.userId!, input, input.limit), (a) => a.addressId, input.limit, now);
  }),
  bind(regionList, async ({ input, db }) => listRegions(db, input.parentCode)),
];
