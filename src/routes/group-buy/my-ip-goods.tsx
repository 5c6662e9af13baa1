import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { myIpGoods } from '../../contract/kinds/group-buy';
import { GROUP_BUY_TEXTS as G } from '../../ui/group-buy-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { DataAge } from '../../ui/wallet/data-age';
import { useOpenGoods } from '../goods-links';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

const PAGE = 10;

/** The tab's 我的IP (home/selusersipgoods): the IP goods the user bought, a strip that pages on 更多; the last answer offline. */
export function MyIpGoods() {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const navigate = useNavigate();
  const [pageSize, setPageSize] = useState(PAGE);
  const answer = useCachedCall(sync, myIpGoods, { pageNum: 1, pageSize });
  const list = answer.data?.list ?? [];
  const more = (answer.data?.total ?? 0) > list.length && pageSize < 100;
  return (
    <section className="group-section" data-testid="my-ip-goods">
      <div className="group-section__head">
        <span>{G.myIp}</span>
        <button type="button" onClick={() => void navigate({ to: PATHS.ipCenter })}>{G.ipCenter} ›</button>
      </div>
      <DataAge savedAt={answer.savedAt} failed={Boolean(answer.failure)} neverSaved={G.neverSaved} />
      {answer.data && list.length === 0 && <div className="group-rules">{G.myIpEmpty}</div>}
      <div className="my-ip">
        {list.map((g) => (
          <button key={g.goodsId} type="button" className="my-ip__card" data-testid="my-ip-card" onClick={() => openGoods(g.goodsId, 'ip')}>
            <img src={g.goodsImg} alt={g.goodsName} loading="lazy" />
            <span className="my-ip__name">{g.goodsName}</span>
            <span className="my-ip__meta">{g.ipName} · {G.myIpNum(g.num)}</span>
          </button>
        ))}
        {more && <button type="button" className="my-ip__more" onClick={() => setPageSize((n) => Math.min(100, n + PAGE))}>{G.more}</button>}
      </div>
    </section>
  );
}
