import { useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, NavBar, Radio, Selector, Space, TextArea, type ImageUploadItem } from 'antd-mobile';
import { refundApply, refundShowInfo } from '../../../../../contract/orders/after-sales';
import type { AfterSalesKind } from '../../../../../domain/after-sales';
import { formatFen, yuanToFen } from '../../../../../domain/format';
import { AFTER_SALES_KIND_LABELS, CHECKOUT_MESSAGES as M } from '../../../../../domain/messages';
import { isAmount } from '../../../../../domain/validators';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { toast } from '../../../../../ui/feedback';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../../ui/checkout-texts';
import { runStep } from '../../../../checkout-hooks';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { ImagePicker } from '../image-picker';
import { OrderCard } from '../order-card';
import { orderStatusLabel } from '../../../../../domain/order-status';
import { goBack } from '../../../../go-back';

const T = CHECKOUT_TEXTS.afterSales;

function ApplyForScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { orderId } = Route.useSearch();
  const navigate = useNavigate();
  const info = useCachedCall(sync, refundShowInfo, { orderId });
  const [kind, setKind] = useState<AfterSalesKind>('REFUND_ONLY');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const max = info.data?.maxAmount ?? 0;
  useEffect(() => { if (info.data) { setAmount(formatFen(info.data.maxAmount).replace(/,/g, '')); setKind(info.data.kinds[0] ?? 'REFUND_ONLY'); } }, [info.data]);

  async function submit() {
    if (!isAmount(amount) || yuanToFen(amount) < 0 || (yuanToFen(amount) === 0 && max > 0)) return toast(T.amountInvalid);
    if (yuanToFen(amount) > max) return toast(M.refundAmountTooHigh(formatFen(max)));
    const checked = refundApply.request.safeParse({ orderId, kind, reason, amount: yuanToFen(amount), description, images: images.map((i) => i.url) });
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setBusy(true);
    const ok = await runStep(sync, userId, 'afterSales.apply', checked.data);
    setBusy(false);
    if (ok) void navigate({ to: PATHS.orderDetails, search: { orderId }, replace: true });
  }

  const back = <NavBar onBack={() => goBack()}>{T.applyTitle}</NavBar>;
  if (!info.data) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.none} />}</div>;
  const { order } = info.data;
  return (
    <div className="page sales-apply">
      {back}
      <OrderCard shopName={order.shopName} statusText={orderStatusLabel(order.status)} lines={order.lines} total={order.total} paid />
      <Form layout="vertical">
        <Form.Item label={T.kind}>
          <Radio.Group value={kind} onChange={(v) => setKind(v as AfterSalesKind)}>
            <Space>{info.data.kinds.map((k) => <Radio key={k} value={k}>{AFTER_SALES_KIND_LABELS[k]}</Radio>)}</Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={T.reason}>
          <Selector columns={3} options={info.data.reasons.map((r) => ({ label: r, value: r }))} value={reason ? [reason] : []} onChange={(v) => setReason(v[0] ?? '')} />
        </Form.Item>
        <Form.Item label={T.amount} description={T.amountHint(formatFen(max))}>
          <Input value={amount} onChange={setAmount} inputMode="decimal" aria-label={T.amount} disabled={order.status === 'UNDELIVERED'} />
        </Form.Item>
        <Form.Item label={T.description}>
          <TextArea value={description} onChange={setDescription} placeholder={T.descriptionPlaceholder} maxLength={200} rows={3} />
        </Form.Item>
        <Form.Item label={T.images}><ImagePicker kind="after-sales-image" value={images} onChange={setImages} /></Form.Item>
      </Form>
      <div className="page-actions"><Button block color="primary" loading={busy} onClick={() => void submit()}>{T.submit}</Button></div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.salesApply}` as const)({ component: ApplyForScreen });
