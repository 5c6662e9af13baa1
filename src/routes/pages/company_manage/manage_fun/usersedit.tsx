import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Input, List, NavBar, Selector } from 'antd-mobile';
import { companyUserEdit, GENDERS, type CompanyUserDetail } from '../../../../contract/company/users';
import { COMPANY_TEXTS } from '../../../../ui/company-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCompanyAction } from '../../../company/use-company-action';
import { useCompanyUser } from '../../../company/use-company-user';
import { PATHS } from '../../../paths';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import '../../../company/company.css';
import { goBack } from '../../../go-back';

const T = COMPANY_TEXTS.usersEdit;
const GENDER_OPTIONS = GENDERS.map((g) => ({ label: COMPANY_TEXTS.gender[g], value: g }));

function EditForm({ user, onSaved }: { user: CompanyUserDetail; onSaved(): Promise<unknown> }) {
  const action = useCompanyAction(companyUserEdit, 'cue');
  const [name, setName] = useState(user.name);
  const [gender, setGender] = useState(user.gender);
  async function save() {
    // The contract's rule checks the form here and the host again (one validator, both sides).
    if (await action.run({ userId: user.userId, name, gender: gender as 0 | 1 | 2 }, T.saved)) {
      await onSaved();
      goBack();
    }
  }
  return (
    <>
      <OfflineBanner online={action.online} actions />
      <List className="company-form">
        <List.Item title={T.name}>
          <Input aria-label={T.name} value={name} onChange={setName} placeholder={T.namePlaceholder} maxLength={20} clearable />
        </List.Item>
        <List.Item title={T.gender}>
          <Selector options={GENDER_OPTIONS} value={[gender as 0 | 1 | 2]} onChange={(v) => v[0] !== undefined && setGender(v[0])} />
        </List.Item>
      </List>
      <div className="company-submit-bar">
        <Button block color="primary" loading={action.busy} disabled={!action.online} onClick={() => void save()}>{T.save}</Button>
      </div>
    </>
  );
}

/** Name and gender, checked with the contract's rules before sending. */
function UsersEditScreen() {
  const { userId } = Route.useSearch();
  const { info, reload } = useCompanyUser(userId);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  const user = info.data;
  if (!user) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? COMPANY_TEXTS.userInfo.notFound} />}</div>;
  return <div className="page company-page">{back}<EditForm key={user.userId} user={user} onSaved={reload} /></div>;
}

export const Route = createLazyRoute(`/auth${PATHS.companyUsersEdit}` as const)({ component: UsersEditScreen });
