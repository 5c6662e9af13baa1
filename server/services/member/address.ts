import { addressAdd, addressDelete, addressList, addressUpdate, regionList } from '../../../src/contract/address';
import { bind, type Binding } from '../../http/bind-call';
import { addAddress, deleteAddress, listAddresses, listRegions, updateAddress } from './address-repository';

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
  bind(addressDelete, async ({ input, auth, db }) => {
    await deleteAddress(db, auth.userId!, input.addressId);
    return listAddresses(db, auth.userId!);
  }),
  bind(regionList, async ({ input, db }) => listRegions(db, input.parentCode)),
];
