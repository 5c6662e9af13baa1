import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { goodsIdSearch } from './search-params';

const pick = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : undefined);

/** addEvidence keeps its evidence id in the URL: a reload finds the pictures already picked for it. */
export function addEvidenceSearch(search: Record<string, unknown>): { goodsId?: string; evidenceId?: string } {
  return { goodsId: pick(search.goodsId), evidenceId: pick(search.evidenceId) };
}

/** selectGoods says where a pick goes next (today addEvidence; themes and blind boxes add theirs). */
export function selectGoodsSearch(search: Record<string, unknown>): { next?: 'evidence'; evidenceId?: string } {
  return { next: search.next === 'evidence' ? 'evidence' : undefined, evidenceId: pick(search.evidenceId) };
}

const goodsEvidenceRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodsEvidence, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/goods_evidence/goods_evidence').then((m) => m.Route)));
const addEvidenceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addEvidence, validateSearch: addEvidenceSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/evidence/addEvidence').then((m) => m.Route)));
const selectGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.selectGoods, validateSearch: selectGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/selectGoods').then((m) => m.Route)));

/** Issue 12: a goods' evidence, readable by anyone; added by its shop from the workspace. */
export const EVIDENCE_ROUTES = [goodsEvidenceRoute] as const;
export const EVIDENCE_AUTH_ROUTES = [addEvidenceRoute, selectGoodsRoute] as const;
