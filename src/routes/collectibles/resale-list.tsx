import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { nftCreateTrade, nftResaleList } from '../../contract/kinds/collectibles';
import { COLLECTIBLE_TEXTS as T } from '../../ui/collectible-texts';
import { PriceText } from '../../ui/components/price-text';
import { confirmDialog } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useSession } from '../../ui/hooks/use-session';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { useNftStep } from './use-nft-step';
import './collectibles.css';

/** The NFT goods' collectibles resold by their owners: buying one locks it and opens the buyer's sure-pay screen. */
export function NftResaleList({ goodsId }: { goodsId: string }) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId;
  const navigate = useNavigate();
  const list = useCachedCall(sync, nftResaleList, { goodsId, pageNum: 1, pageSize: 20 });
  const step = useNftStep();
  const rows = list.data?.list ?? [];

  async function buy(collectibleId: string, price: number, chainNo: string) {
    if (!userId) return void navigate({ to: PATHS.login });
    if (!(await confirmDialog(`${chainNo} ¥${(price / 100).toFixed(2)}`, { title: T.buyResale }))) return;
    const trade = await step.run(nftCreateTrade, { collectibleId, price });
    if (trade) void navigate({ to: PATHS.nftSurePay, search: { tradeId: trade.tradeId } });
    else void list.reload();
  }

  return (
    <section className="nft-resale" data-testid="nft-resale">
      <h2>{T.resaleTitle}{userId && <a onClick={() => void navigate({ to: PATHS.nftForm, search: { tab: 'MINE' } })}>{T.myCollectibles}</a>}</h2>
      {rows.length === 0 && <p className="nft-note">{T.resaleEmpty}</p>}
      <ul>
        {rows.map((row) => (
          <li key={row.collectibleId} data-testid="nft-resale-row">
            <span className="nft-resale__who">{T.resaleRow(row.sellerName, row.chainNo)}</span>
            <PriceText fen={row.price} />
            <Button size="small" color="primary" disabled={!step.online || step.busy} onClick={() => void buy(row.collectibleId, row.price, row.chainNo)}>
              {step.online ? T.buyResale : T.needNetwork}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
