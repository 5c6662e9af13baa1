import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { selSourceList } from '../../../../../contract/catalogue/evidence';
import { evidenceDraftId } from '../../../../../domain/evidence-draft';
import { toast } from '../../../../../ui/feedback';
import { EVIDENCE_TEXTS } from '../../../../../ui/evidence-texts';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { useSession } from '../../../../../ui/hooks/use-session';
import { EMPTY_EVIDENCE, EvidenceForm, type EvidenceValues } from '../../../../evidence/evidence-form';
import { EvidenceList } from '../../../../evidence/evidence-list';
import { PATHS } from '../../../../paths';
import { MediaSection } from '../../../../shop-goods/media-section';
import { newDraftId, useShopGoods } from '../../../../shop-goods/use-shop-goods';
import { useAppContext } from '../../../../use-app-context';
import '../../../../shop-goods/shop-goods.css';
import { goBack } from '../../../../go-back';

const T = EVIDENCE_TEXTS.add;

/** The chosen goods' evidence as the device knows it: the host's list plus this device's queued adds. */
function GoodsEvidence({ goodsId, userId }: { goodsId: string; userId: string }) {
  const { sync } = useAppContext();
  useCachedCall(sync, selSourceList, { goodsId });
  const view = useLiveQuery(sync, 'evidenceView', { userId, goodsId }).data;
  if (!view || (view.list.length === 0 && view.refused.length === 0)) return null;
  return (
    <List header={T.listTitle}>
      <EvidenceList list={view.list} refused={view.refused} onDismiss={(id) => void sync.dismissRejected(id)} />
    </List>
  );
}

/** evidence/addEvidence: the owner picks one of the shop's goods and puts a certificate, origin or inspection on record. */
function AddEvidenceScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { goodsId, evidenceId } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const { goods } = useShopGoods();
  const [values, setValues] = useState<EvidenceValues>(EMPTY_EVIDENCE);
  const [busy, setBusy] = useState(false);
  const draftId = evidenceDraftId(evidenceId ?? '');
  const draft = useLiveQuery(sync, 'shopDraft', { userId, draftId }).data;
  useEffect(() => {
    if (!evidenceId) void navigate({ to: PATHS.addEvidence, search: { goodsId, evidenceId: newDraftId() }, replace: true });
  }, [evidenceId, goodsId, navigate]);
  const chosen = goods.find((g) => g.goodsId === goodsId);
  const media = draft?.media ?? [];

  async function submit() {
    if (!goodsId || !evidenceId) return toast(T.noGoods);
    if (media.some((m) => m.status !== 'done')) return toast(T.mediaWaiting);
    setBusy(true);
    try {
      const result = await sync.mutate('evidence.add', {
        evidenceId, goodsId, ...values, kind: values.kind as never, imgs: media.map((m) => m.url),
      }, { title: values.title.trim() });
      if (!result.ok) return toast(result.msg);
      await sync.changeDraft({ op: 'discard', draftId });
      setValues(EMPTY_EVIDENCE);
      toast(online ? T.sent : T.queued);
      await navigate({ to: PATHS.addEvidence, search: { goodsId, evidenceId: newDraftId() }, replace: true });
    } finally {
      setBusy(false);
    }
  }
  // The picker takes this screen's place and gives it back with the goods: one back leaves to the workspace.
  const pickGoods = () => void navigate({ to: PATHS.selectGoods, search: { next: 'evidence', evidenceId }, replace: true });
  return (
    <div className="page add-evidence">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <List header={T.goods}>
        {chosen ? (
          <List.Item data-testid="evidence-goods" prefix={chosen.imgs[0] ? <img className="shop-goods-row__img" src={chosen.imgs[0].replace('/detail.webp', '/list.webp')} alt="" /> : null}
            extra={T.changeGoods} onClick={pickGoods}>{chosen.name}</List.Item>
        ) : (
          <List.Item onClick={pickGoods} description={T.noGoods}>{T.chooseGoods}</List.Item>
        )}
      </List>
      {goodsId && evidenceId ? (
        <>
          <List header={T.details}>
            <EvidenceForm values={values} onChange={(change) => setValues((v) => ({ ...v, ...change }))} />
          </List>
          <List header={T.images}>
            <MediaSection draftId={draftId} media={media} slot="img" />
          </List>
          <div className="page-actions">
            <Button block color="primary" loading={busy} onClick={() => void submit()}>{T.submit}</Button>
            <Button block fill="none" onClick={() => void navigate({ to: PATHS.goodsEvidence, search: { goodsId } })}>{T.view}</Button>
          </div>
          <GoodsEvidence goodsId={goodsId} userId={userId} />
        </>
      ) : null}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.addEvidence}` as const)({ component: AddEvidenceScreen });
