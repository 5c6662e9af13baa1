import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { agreementAll, serverParamGet } from '../../contract/service/info';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS as T } from '../../ui/settings-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** The current agreements, each opening global/agreement. */
export function AgreementLinks() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const all = useCachedCall(sync, agreementAll, {});
  if (!all.data?.length) return null;
  return (
    <List header={T.agreement.list}>
      {all.data.map((a) => (
        <List.Item key={a.code} onClick={() => void navigate({ to: PATHS.agreement, search: { code: a.code } })}>{a.title}</List.Item>
      ))}
    </List>
  );
}

/** The platform's public parameters (service phone, hours, company, record number). */
export function PlatformParams() {
  const { sync } = useAppContext();
  const params = useCachedCall(sync, serverParamGet, {});
  if (!params.data?.length) return null;
  return (
    <List header={T.line.params}>
      {params.data.map((p) => <List.Item key={p.code} extra={p.value}>{p.name}</List.Item>)}
    </List>
  );
}
