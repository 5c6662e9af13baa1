import { useNavigate } from '@tanstack/react-router';
import { Button, Grid, List } from 'antd-mobile';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { INFO_KINDS } from '../../contract/shop/goods-kinds';
import { PATHS } from '../paths';
import { LIST_PATHS } from './kind-paths';
import { newDraftId, useShopGoods } from './use-shop-goods';
import './shop-goods.css';

const T = SHOP_GOODS_TEXTS.workspace;
const K = SHOP_GOODS_TEXTS.kinds;

/** The workspace's goods block: counts from the local store, 新建商品 (the draft is written on the first change) and the list. */
export function GoodsWorkspace() {
  const navigate = useNavigate();
  const { goods, drafts } = useShopGoods();
  // Each count opens the list it counts (issue 33.9): the drafts lead the list.
  const counts = [
    { label: T.published, value: goods.length, testId: 'count-published', search: {} },
    { label: T.onShelf, value: goods.filter((g) => g.onShelf).length, testId: 'count-on-shelf', search: { shelf: 'on' as const } },
    { label: T.drafts, value: drafts.length, testId: 'count-drafts', search: {} },
  ];
  async function create() {
    const draftId = newDraftId();
    await navigate({ to: PATHS.addOrUpdateGoods, search: { draftId } });
  }
  return (
    <section className="goods-workspace" aria-label={T.goods}>
      <List header={T.goods}>
        <Grid columns={3} className="goods-workspace__counts">
          {counts.map((c) => (
            <Grid.Item key={c.label}>
              <button type="button" className="goods-workspace__count" onClick={() => void navigate({ to: PATHS.shopGoodsList, search: c.search })}>
                <strong data-testid={c.testId}>{c.value}</strong>
                <span>{c.label}</span>
              </button>
            </Grid.Item>
          ))}
        </Grid>
        <List.Item onClick={() => void navigate({ to: PATHS.shopGoodsList })}>{T.list}</List.Item>
      </List>
      <List header={T.kindGoods}>
        {INFO_KINDS.map((kind) => (
          <List.Item key={kind} extra={goods.filter((g) => g.kind === kind).length || null} onClick={() => void navigate({ to: LIST_PATHS[kind] })}>
            {K.list(K.names[kind])}
          </List.Item>
        ))}
      </List>
      <div className="page-actions">
        <Button block color="primary" onClick={() => void create()}>{T.add}</Button>
      </div>
    </section>
  );
}
