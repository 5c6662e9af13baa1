import { hotAbroadCities, payeeImages, payeeImageSet, updateUserInfo } from '../../../../src/contract/account/profile';
import { bind, type Binding } from '../../../http/bind-call';
import { HOT_ABROAD_CITIES } from './abroad-cities';
import { payeeImagesOf, setPayeeImage, updateProfile } from './repository';

/** Issue 15: the user's own profile, payee images, and the hot abroad cities of the location pickers. */
export const profileBindings: Binding[] = [
  bind(updateUserInfo, async ({ input, auth, db }) => updateProfile(db, auth.userId!, input)),
  bind(payeeImages, async ({ auth, db }) => payeeImagesOf(db, auth.userId!)),
  bind(payeeImageSet, async ({ input, auth, db, deps }) => setPayeeImage(db, auth.userId!, input.kind, input.imageUrl, deps.now())),
  bind(hotAbroadCities, async () => [...HOT_ABROAD_CITIES]),
];
