import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, ProgressBar } from 'antd-mobile';
import { memberRank } from '../../../contract/account/settings';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { InfoState } from '../../settings/info-state';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';

const T = SETTINGS_TEXTS.member;

/** spec §2 user_center/member_center: the user's rank (spec §3 Rank), the ladder and what moves it, from the host. */
function MemberCenterScreen() {
  const { sync } = useAppContext();
  const rank = useCachedCall(sync, memberRank, {});
  const data = rank.data;
  const progress = data?.next && data.rank ? Math.round(((data.growth - data.rank.minGrowth) / (data.next.rank.minGrowth - data.rank.minGrowth)) * 100) : 100;
  return (
    <div className="info-page" data-testid="member-center">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <InfoState hasData={data !== null} loading={rank.loading} failure={rank.failure} savedAt={rank.savedAt} onRetry={() => void rank.reload()} />
      {data && (
        <>
          <div className="member-head">
            {data.rank && <img src={data.rank.logo} alt="" />}
            <div>
              <div className="member-head__name" data-testid="member-rank">{data.rank?.name ?? '--'}</div>
              <div className="member-head__growth">{T.growth} {data.growth}</div>
            </div>
          </div>
          <div className="member-progress">
            <ProgressBar percent={progress} style={{ '--fill-color': '#AC1E34' }} />
            <div style={{ marginTop: 6 }}>{data.next ? T.next(data.next.rank.name, data.next.missing) : T.top}</div>
          </div>
          <List header={T.ladder}>
            {data.ladder.map((r) => (
              <List.Item key={r.id} prefix={<img src={r.logo} alt="" width={36} height={36} style={{ borderRadius: '50%' }} />}
                description={`${T.perks}：${r.perks.join('、')}`} extra={T.need(r.minGrowth)}
                className={r.id === data.rank?.id ? 'member-step--current' : undefined}>
                {r.name}
              </List.Item>
            ))}
          </List>
          <List header={T.ways}>
            {data.ways.map((w) => <List.Item key={w.title} description={w.detail}>{w.title}</List.Item>)}
          </List>
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.memberCenter}` as const)({ component: MemberCenterScreen });
