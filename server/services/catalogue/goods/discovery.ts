import type { Binding } from '../../../http/bind-call';
import { catalogueBindings } from './catalogue';
import { homeBindings } from './home';
import { kindDetailBindings } from './kind-details';
import { recommendBindings } from './recommend';

/** The goods host's discovery calls: home sections, categories, filtered lists, detail per kind. */
export const discoveryGoodsBindings: Binding[] = [...homeBindings, ...catalogueBindings, ...kindDetailBindings, ...recommendBindings];
