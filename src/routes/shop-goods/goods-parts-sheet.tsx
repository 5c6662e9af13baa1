import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { PATHS } from '../paths';
import { FACET_TITLES } from './goods-facet-screen';

/** The goods form's parts with a screen of their own (goodsProSetting … goodsDetailImg), in the form's order. */
const PART_PATHS = [
  { path: PATHS.goodsProSetting, title: FACET_TITLES.pro },
  { path: PATHS.shopGoodsClass, title: FACET_TITLES.class },
  { path: PATHS.showGoodsImage, title: FACET_TITLES.image },
  { path: PATHS.showGoodsVideo, title: FACET_TITLES.video },
  { path: PATHS.goodsDetailImg, title: FACET_TITLES.detail },
];

/**
 * 更多设置 on a goods row (issue 31): one part of the goods on its own screen, as the spec's shop app reaches them, on an edit
 * draft of the goods like 编辑 (`open` makes it and goes to the path).
 */
export function GoodsPartsButton({ open }: { open(path: string): void }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button size="mini" fill="none" color="primary" data-testid="goods-parts-entry" onClick={() => setVisible(true)}>{SHOP_GOODS_TEXTS.list.more}</Button>
      <ActionSheet visible={visible} cancelText={SHOP_GOODS_TEXTS.list.cancel} onClose={() => setVisible(false)}
        actions={PART_PATHS.map(({ path, title }) => ({ key: path, text: title, onClick: () => { setVisible(false); open(path); } }))} />
    </>
  );
}
