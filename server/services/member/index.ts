import type { Binding } from '../../http/bind-call';
import { cartBindings } from './cart';
import { userBindings } from './users';

export const memberBindings: Binding[] = [...userBindings, ...cartBindings];
