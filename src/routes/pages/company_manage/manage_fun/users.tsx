import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, Tag } from 'antd-mobile';
import { companyUsers, USER_STATES, type CompanyUser } from '../../../../contract/company/users';
import { COMPANY_TEXTS } from '../../../../ui/company-texts';
import { CompanyListScreen } from '../../../company/company-list-screen';
import { asState } from '../../../company/list-bits';
import { UserStateTag } from '../../../company/state-tag';
import { PATHS } from '../../../paths';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';

const T = COMPANY_TEXTS.users;

function UserRow({ user, onOpen }: { user: CompanyUser; onOpen(): void }) {
  return (
    <List.Item onClick={onOpen} data-testid="user-row" extra={<UserStateTag state={user.state} />}
      description={`${user.phone} · ${user.usersNo}`}>
      <span className="company-row__name">{user.name}</span>
      {user.isAdmin && <Tag color="primary" fill="outline" className="company-row__tag">{T.admin}</Tag>}
    </List.Item>
  );
}

/** Users by phone, number or name and by state; pull down to refresh, tap one to see and act on it. */
function UsersScreen() {
  const navigate = useNavigate();
  const search = Route.useSearch();
  const state = asState(search.state, USER_STATES);
  const keyword = search.keyword;
  const list = usePagedCall(companyUsers, { state, keyword }, (row) => row.userId, (row) => `${row.createdAt}_${row.userId}`);
  const go = (next: { state?: string; keyword?: string }) =>
    void navigate({ to: PATHS.companyUsers, search: { state, keyword, ...next }, replace: true });
  return (
    <CompanyListScreen texts={T} stateLabels={COMPANY_TEXTS.userState} state={state} keyword={keyword} onQuery={go} list={list}
      row={(user) => <UserRow key={user.userId} user={user} onOpen={() => void navigate({ to: PATHS.companyUserInfo, search: { userId: user.userId } })} />} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyUsers}` as const)({ component: UsersScreen });
