import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { usersExchangeLog } from '../../../../contract/kinds/collectibles';
import { formatDateTime } from '../../../../domain/relative-time';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../collectibles/collectibles.css';
import { goBack } from '../../../go-back';

/** spec §2 user_center/nft_form/nft_exchange_log: every change of owner the user took part in (usersexchangelog), offline with its age. */
function NftExchangeLogScreen() {
  const { sync } = useAppContext();
  const log = useCachedCall(sync, usersExchangeLog, { pageNum: 1, pageSize: 100 });
  const rows = log.data?.list ?? [];
  return (
    <div className="page nft-page">
      <NavBar onBack={() => goBack()}>{T.logTitle}</NavBar>
      <DataAge savedAt={log.savedAt} failed={log.failure !== null} neverSaved={T.neverSaved} />
      {log.loading && <LoadingState />}
      {!log.loading && rows.length === 0 && <EmptyState title={log.data || !log.failure ? T.logEmpty : log.failure.msg} />}
      {rows.map((row) => (
        <article key={row.exchangeId} className="nft-card" data-testid="nft-log-row">
          <img src={row.goodsImg} alt={row.goodsName} loading="lazy" />
          <div className="nft-card__info">
            <div className="nft-card__name">{row.goodsName}</div>
            <div className="nft-card__meta">{row.chainNo} · {formatDateTime(row.at)}</div>
            <div className="nft-card__row">
              <span className={`nft-status nft-status--${row.direction.toLowerCase()}`}>
                {T.transfer[row.kind]} · {row.direction === 'IN' ? T.logIn : T.logOut}{row.otherName ? ` · ${row.otherName}` : ''}
              </span>
              {row.price > 0 && <PriceText fen={row.price} />}
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftExchangeLog}` as const)({ component: NftExchangeLogScreen });
