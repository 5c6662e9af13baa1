import { COLLECTIBLE_TEXTS as T } from '../../ui/collectible-texts';
import { useDirectStep } from '../use-direct-step';

/** A collectible step: it moves value or ownership, so it is sent straight to the host (useDirectStep). */
export const useNftStep = () => useDirectStep(T.needNetwork);
