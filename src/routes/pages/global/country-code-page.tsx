import { createLazyRoute } from '@tanstack/react-router';
import { CheckOutline } from 'antd-mobile-icons';
import { List, NavBar, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { COMMON_DIAL_REGIONS, DIAL_CODES, filterDialCodes, type DialCode } from '../../../domain/dial-codes';
import { EmptyState } from '../../../ui/components/page-state';
import { readDialCode, saveDialCode } from '../../../ui/dial-code';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import '../../settings/settings.css';
import { goBack } from '../../go-back';

const T = SETTINGS_TEXTS.countryCode;
const COMMON = DIAL_CODES.filter((d) => (COMMON_DIAL_REGIONS as readonly string[]).includes(d.region));

/** spec §2 global/country-code-page: picking a region saves its code (spec §3 local storage) and returns to the caller. */
function CountryCodeScreen() {
  const [query, setQuery] = useState('');
  const current = readDialCode();
  const pick = (d: DialCode) => {
    saveDialCode(d.code);
    goBack();
  };
  const row = (d: DialCode) => (
    <List.Item key={`${d.region}${d.code}`} onClick={() => pick(d)} extra={d.code === current ? <CheckOutline color="#AC1E34" /> : undefined}>
      <span className="country-code__row"><span>{d.name}</span><span>{d.code}</span></span>
    </List.Item>
  );
  const found = filterDialCodes(query);
  return (
    <div className="info-page" data-testid="country-code-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <div style={{ padding: '8px 12px', background: '#fff' }}><SearchBar placeholder={T.search} value={query} onChange={setQuery} /></div>
      {query ? (
        found.length ? <List>{found.map(row)}</List> : <EmptyState title={T.none} />
      ) : (
        <>
          <List header={T.common}>{COMMON.map(row)}</List>
          <List header={T.all}>{DIAL_CODES.map(row)}</List>
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.countryCodePage)({ component: CountryCodeScreen });
