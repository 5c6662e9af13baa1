import type { Binding } from '../http/bind-call';
import { assistBindings } from './assist';
import { goodsBindings } from './goods';
import { memberBindings } from './member';

/** Every service host's bindings; a new module adds one line here. */
export const ALL_BINDINGS: Binding[] = [
  ...assistBindings,
  ...memberBindings,
  ...goodsBindings,
];
