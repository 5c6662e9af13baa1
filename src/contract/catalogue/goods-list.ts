// goods host: categories and filtered goods lists (spec §7 Classes, ads and shops: /api/goodsclass/goodsclass/,
// /api/goodsClassManage/). getLocationList is ours: the filter popup's location choices (spec §2).
import { z } from 'zod';
import { defineCall, PUBLIC_READ_CACHE_MS } from '../define-call';
import { CategoryNodeSchema } from '../entities/category';
import { GoodsSchema } from '../entities/goods';
import { idField } from '../fields';
import { GoodsPageSchema, goodsQueryRequest } from './goods-query';

const CLASSES = '/api/goodsclass/goodsclass';
const MANAGE = '/api/goodsClassManage';

function readCall<Req extends z.ZodType, Res extends z.ZodType>(name: string, path: string, request: Req, response: Res) {
  return defineCall({ name: `goods.${name}`, host: 'goods', method: 'POST', path, encoding: 'json', role: 'visitor', mutating: false, sharedCacheMs: PUBLIC_READ_CACHE_MS, request, response });
}

/** The first level, without children (the category screen's left rail). */
export const oneLevelClasses = readCall('oneLevelClasses', `${CLASSES}/onelevelgoodsclass`, z.object({}), z.array(CategoryNodeSchema));

/** Everything under a first-level class, as the right pane shows it. */
export const firstClass = readCall('firstClass', `${CLASSES}/firstClass`, z.object({ classId: idField('分类编号') }), z.array(CategoryNodeSchema));

/** A class's direct children, each with its own children listed so the >2 rule (spec §2) can be applied. */
export const childClass = readCall('childClass', `${CLASSES}/childClass`, z.object({ classId: idField('分类编号') }), z.array(CategoryNodeSchema));

/** Goods filtered and sorted by the spec §3 filter result, paged. */
export const classGoodsList = readCall('classGoodsList', `${MANAGE}/getGoodsList`, goodsQueryRequest, GoodsPageSchema(GoodsSchema));

export const ageList = readCall('ageList', `${MANAGE}/getAgeList`, z.object({}), z.array(z.string()));

export const LocationOptionSchema = z.object({ locationId: z.string(), locationName: z.string(), shopIds: z.array(z.string()) });
export type LocationOption = z.infer<typeof LocationOptionSchema>;

/** Provinces that have shops (with those shops, so a list can be filtered offline), and the 自营 shops. */
export const locationList = readCall('locationList', `${MANAGE}/getLocationList`, z.object({}), z.object({
  locations: z.array(LocationOptionSchema),
  ownShopIds: z.array(z.string()),
}));

export const SECOND_CLASS_RECOMMEND_CLASSES = 12;
export const SECOND_CLASS_RECOMMEND_GOODS = 4;

export const SecondClassRecommendSchema = z.object({
  id: z.string(), classPid: z.string(), classNames: z.string(), cover: z.string(), goodsList: z.array(GoodsSchema),
});
export type SecondClassRecommend = z.infer<typeof SecondClassRecommendSchema>;

/**
 * spec §7 getSecondGoodsClassRecommondList (sic; its content is ours, issue 34): a class's children (the second level
 * under a first-level class), up to SECOND_CLASS_RECOMMEND_CLASSES in their order, each with its best sellers from
 * itself and every class below it (up to SECOND_CLASS_RECOMMEND_GOODS); children with nothing on sale are left out.
 */
export const secondClassRecommend = readCall('secondClassRecommend', `${MANAGE}/getSecondGoodsClassRecommondList`,
  z.object({ classId: idField('分类编号') }), z.array(SecondClassRecommendSchema));
