import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import { companyShopBan, companyShopDelete, companyShopEdit, companyShopInfo, type CompanyShop } from '../../../../../contract/company/users';
import { COMPANY_TEXTS } from '../../../../../ui/company-texts';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { PullRefresh } from '../../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { DataAge, oldestSavedAt } from '../../../../../ui/wallet/data-age';
import { AdminHistory, useAdminHistory } from '../../../../company/admin-history';
import { ReasonDialog } from '../../../../company/reason-dialog';
import { ShopStateTag } from '../../../../company/state-tag';
import { useCompanyAction } from '../../../../company/use-company-action';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { OfflineBanner } from '../../../../withdraw/withdraw-bits';
import '../../../../company/company.css';
import { goBack } from '../../../../go-back';

const T = COMPANY_TEXTS.shopEdit;

function ShopForm({ shop, onSaved }: { shop: CompanyShop; onSaved(): Promise<unknown> }) {
  const edit = useCompanyAction(companyShopEdit, 'cse');
  const [fields, setFields] = useState({ name: shop.name, phone: shop.phone, address: shop.address });
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  async function save() {
    if (await edit.run({ shopId: shop.shopId, ...fields }, T.saved)) await onSaved();
  }
  return (
    <>
      <List className="company-form">
        <List.Item title={T.name}><Input aria-label={T.name} value={fields.name} onChange={set('name')} placeholder={T.namePlaceholder} maxLength={20} /></List.Item>
        <List.Item title={T.phone}><Input aria-label={T.phone} value={fields.phone} onChange={set('phone')} placeholder={T.phonePlaceholder} maxLength={20} /></List.Item>
        <List.Item title={T.address}><Input aria-label={T.address} value={fields.address} onChange={set('address')} placeholder={T.addressPlaceholder} maxLength={60} /></List.Item>
      </List>
      <div className="company-submit-bar">
        <Button block color="primary" loading={edit.busy} disabled={!edit.online} onClick={() => void save()}>{T.save}</Button>
      </div>
    </>
  );
}

/** One shop: its facts, the edit form (name, phone, address), ban, unban or delete with a reason, its goods and its history. */
function ShopsEditScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const shopId = Route.useSearch().shopId ?? '';
  const info = useCachedCall(sync, companyShopInfo, { shopId });
  const log = useAdminHistory('shop', shopId);
  const ban = useCompanyAction(companyShopBan, 'csb');
  const remove = useCompanyAction(companyShopDelete, 'csd');
  const [asking, setAsking] = useState<'ban' | 'delete' | null>(null);
  const reload = () => Promise.all([info.reload(), log.reload()]);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  const shop = info.data;
  if (!shop) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.notFound} />}</div>;
  const banning = shop.state === 'normal';
  const deleted = shop.state === 'deleted';
  const dialog = asking === 'delete'
    ? { title: T.delete, hint: T.deleteHint, placeholder: T.deletePlaceholder, confirmText: T.deleteConfirm, busy: remove.busy,
      run: (reason: string) => remove.run({ shopId, reason }, T.deletedDone) }
    : { title: banning ? T.banTitle : T.unbanTitle, hint: banning ? T.banHint : T.unbanHint, placeholder: banning ? T.banPlaceholder : T.unbanPlaceholder,
      confirmText: banning ? T.ban : T.unban, busy: ban.busy, run: (reason: string) => ban.run({ shopId, banned: banning, reason }, banning ? T.banned : T.unbanned) };
  return (
    <div className="page company-page">
      {back}
      <DataAge savedAt={oldestSavedAt(info.savedAt, log.savedAt)} failed={info.failure !== null} />
      <OfflineBanner online={ban.online} actions />
      <PullRefresh onRefresh={reload}>
        <section className="company-card company-person">
          <div className="company-person__head">
            <img className="company-row__logo" src={shop.logo} alt="" />
            <strong data-testid="shop-name">{shop.name}</strong>
            <ShopStateTag state={shop.state} />
          </div>
          <p className="company-person__sub">{T.shopNo} {shop.shopNo} · {shop.locationName}{shop.ownerName && ` · ${T.owner} ${shop.ownerName}`}</p>
          {shop.banReason && <p className="company-person__reason" data-testid="ban-reason">{deleted ? COMPANY_TEXTS.userInfo.deleteReason : COMPANY_TEXTS.userInfo.banReason}：{shop.banReason}</p>}
        </section>
        {!deleted && <ShopForm key={`${shop.shopId}:${shop.updatedAt}`} shop={shop} onSaved={reload} />}
        <div className="company-actions">
          <Button onClick={() => void navigate({ to: PATHS.companyShopGoodsList, search: { shopId } })}>{T.goods}</Button>
          <Button onClick={() => void navigate({ to: PATHS.shopFinanceScale, search: { shopId } })}>{T.scale}</Button>
          {!deleted && (
            <Button color={banning ? 'danger' : 'success'} fill="outline" disabled={!ban.online} onClick={() => setAsking('ban')}>
              {banning ? T.ban : T.unban}
            </Button>
          )}
          {!deleted && <Button color="danger" disabled={!remove.online} data-testid="delete-shop" onClick={() => setAsking('delete')}>{T.delete}</Button>}
        </div>
        <AdminHistory rows={log.data?.list ?? []} />
      </PullRefresh>
      <ReasonDialog open={asking !== null} title={dialog.title} hint={dialog.hint} placeholder={dialog.placeholder} confirmText={dialog.confirmText}
        disabled={!ban.online || dialog.busy} onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          if (await dialog.run(reason)) {
            setAsking(null);
            await reload();
          }
        }} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyShopsEdit}` as const)({ component: ShopsEditScreen });
