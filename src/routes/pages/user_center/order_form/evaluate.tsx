import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Rate, TextArea, type ImageUploadItem } from 'antd-mobile';
import { commentGoodsInfo, submitOrderComment } from '../../../../contract/orders/comment';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { runStep } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { ImagePicker } from './image-picker';
import { OrderLine } from '../../../../ui/components/order-line';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.evaluate;
interface Draft { rating: number; content: string; images: ImageUploadItem[] }

function EvaluateScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { orderId } = Route.useSearch();
  const navigate = useNavigate();
  const info = useCachedCall(sync, commentGoodsInfo, { orderId });
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [busy, setBusy] = useState(false);
  const draftOf = (goodsId: string): Draft => drafts[goodsId] ?? { rating: 5, content: '', images: [] };
  const edit = (goodsId: string, change: Partial<Draft>) => setDrafts((d) => ({ ...d, [goodsId]: { ...draftOf(goodsId), ...change } }));

  async function submit() {
    const items = (info.data?.lines ?? []).map((l) => {
      const d = draftOf(l.goodsId);
      return { goodsId: l.goodsId, rating: d.rating, content: d.content.trim(), images: d.images.map((i) => i.url) };
    });
    const checked = submitOrderComment.request.safeParse({ orderId, items });
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setBusy(true);
    const ok = await runStep(sync, userId, 'comment.submit', checked.data, T.done);
    setBusy(false);
    if (ok) void navigate({ to: PATHS.evaluateList, search: { orderId }, replace: true });
  }

  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!info.data) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.none} />}</div>;
  return (
    <div className="page evaluate">
      {back}
      {info.data.lines.map((line) => (
        <section key={line.goodsId} className="evaluate__item" data-testid="evaluate-item">
          <OrderLine img={line.goodsImg} name={line.goodsName} />
          <Rate allowClear={false} value={draftOf(line.goodsId).rating} onChange={(rating) => edit(line.goodsId, { rating })} />
          <div className="evaluate__text">
            <TextArea placeholder={T.placeholder} maxLength={500} showCount rows={3} value={draftOf(line.goodsId).content}
              onChange={(content) => edit(line.goodsId, { content })} aria-label={T.placeholder} />
          </div>
          <p className="page-hint">{T.images}</p>
          <ImagePicker value={draftOf(line.goodsId).images} onChange={(images) => edit(line.goodsId, { images })} />
        </section>
      ))}
      <div className="page-actions"><Button block color="primary" loading={busy} onClick={() => void submit()}>{T.submit}</Button></div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.evaluate}` as const)({ component: EvaluateScreen });
