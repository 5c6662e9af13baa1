import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, NavBar, TextArea } from 'antd-mobile';
import { companyUserBan } from '../../../../contract/company/users';
import { COMPANY_TEXTS } from '../../../../ui/company-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { AdminHistory } from '../../../company/admin-history';
import { UserStateTag } from '../../../company/state-tag';
import { useCompanyAction } from '../../../company/use-company-action';
import { useCompanyUser } from '../../../company/use-company-user';
import { PATHS } from '../../../paths';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import '../../../company/company.css';
import { goBack } from '../../../go-back';

const T = COMPANY_TEXTS.banUser;
const REASON_MAX = 100;

/** Ban with the reason the user will be told on their next call, or unban with a reason the log keeps. */
function BanUserScreen() {
  const { userId } = Route.useSearch();
  const { info, log, reload } = useCompanyUser(userId);
  const action = useCompanyAction(companyUserBan, 'cub');
  const [reason, setReason] = useState('');
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  const user = info.data;
  if (!user) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? COMPANY_TEXTS.userInfo.notFound} />}</div>;
  const banning = user.state !== 'banned';

  async function submit() {
    if (!reason.trim()) return;
    if (await action.run({ userId, banned: banning, reason }, banning ? T.banned : T.unbanned)) {
      setReason('');
      await reload();
    }
  }

  return (
    <div className="page company-page">
      {back}
      <OfflineBanner online={action.online} actions />
      <section className="company-card company-person">
        <div className="company-person__head">
          <strong data-testid="user-name">{user.name}</strong>
          <UserStateTag state={user.state} />
        </div>
        <p className="company-person__sub">{user.phone} · {user.usersNo}</p>
        {user.banReason && <p className="company-person__reason" data-testid="ban-reason">{COMPANY_TEXTS.userInfo.banReason}：{user.banReason}</p>}
      </section>
      {user.state !== 'deleted' && !user.isAdmin && (
        <section className="company-card">
          <p className="company-reason__hint">{banning ? T.banHint : T.unbanHint}</p>
          <TextArea aria-label={T.reason} value={reason} onChange={setReason} placeholder={banning ? T.banPlaceholder : T.unbanPlaceholder}
            maxLength={REASON_MAX} showCount rows={3} />
          <Button block color={banning ? 'danger' : 'success'} className="company-submit" loading={action.busy}
            disabled={!action.online || !reason.trim()} onClick={() => void submit()}>{banning ? T.ban : T.unban}</Button>
        </section>
      )}
      <AdminHistory rows={log.data?.list ?? []} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyBanUser}` as const)({ component: BanUserScreen });
