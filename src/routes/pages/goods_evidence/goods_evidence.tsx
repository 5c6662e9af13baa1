import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { selSourceList } from '../../../contract/catalogue/evidence';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../ui/wallet/data-age';
import { EVIDENCE_TEXTS } from '../../../ui/evidence-texts';
import { EvidenceList } from '../../evidence/evidence-list';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';

const T = EVIDENCE_TEXTS.buyer;

/** goods_evidence: what the shop has put on record for a goods; opens offline from the last answer, saying its age. */
function GoodsEvidenceScreen() {
  const { sync } = useAppContext();
  const { goodsId = '' } = Route.useSearch();
  const answer = useCachedCall(sync, selSourceList, { goodsId });
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!answer.data) {
    return <div className="page">{back}{answer.loading ? <LoadingState /> : <EmptyState title={answer.failure?.msg} />}</div>;
  }
  const { goods, list } = answer.data;
  return (
    <div className="page goods-evidence">
      {back}
      <DataAge savedAt={answer.savedAt} failed={answer.failure !== null} />
      <section className="evidence-goods">
        {goods.img ? <img src={goods.img} alt="" /> : null}
        <strong>{goods.name}</strong>
      </section>
      {list.length ? <EvidenceList list={list} /> : <EmptyState title={T.empty} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.goodsEvidence)({ component: GoodsEvidenceScreen });
