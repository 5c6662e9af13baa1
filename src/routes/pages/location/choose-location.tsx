import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { hotAbroadCities } from '../../../contract/account/profile';
import { formatCoordinates } from '../../../domain/profile';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { PROFILE_TEXTS } from '../../../ui/profile-texts';
import { PATHS } from '../../paths';
import { putChosenLocation, type ChosenLocation } from '../../profile/chosen-location';
import { locateDevice } from '../../profile/locate-device';
import { useAppContext } from '../../use-app-context';
import { RegionLevels } from '../user_center/receipt-addr/region-picker';
import '../../profile/profile.css';
import { goBack } from '../../go-back';

const T = PROFILE_TEXTS.location;

/** The system location picker (spec §2 Other): the browser's location where allowed, else a region or an abroad city. */
function ChooseLocationScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const abroad = useCachedCall(sync, hotAbroadCities, {});
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const [device, setDevice] = useState<{ latitude: number; longitude: number } | null>(null);

  function choose(place: ChosenLocation) {
    putChosenLocation(place);
    if (history.length > 1) history.back();
    else void navigate({ to: PATHS.mine });
  }

  async function locateHere() {
    setLocating(true);
    setProblem('');
    const fix = await locateDevice();
    setLocating(false);
    if (fix.ok) setDevice({ latitude: fix.latitude, longitude: fix.longitude });
    else setProblem(fix.reason === 'timeout' ? T.deviceTimeout : T.deviceDenied);
  }

  return (
    <div className="page choose-location">
      <NavBar onBack={() => goBack()}>{T.chooseTitle}</NavBar>
      <div className="location__panel">
        {device ? (
          <List>
            <List.Item data-testid="device-location" description={formatCoordinates(device.latitude, device.longitude)}
              onClick={() => choose({ name: T.current, locationId: '', ...device })}
              extra={<a onClick={(e) => { e.stopPropagation(); void navigate({ to: PATHS.openLocation, search: { name: T.current, latitude: String(device.latitude), longitude: String(device.longitude) } }); }}>{T.openTitle}</a>}>
              {T.current}
            </List.Item>
          </List>
        ) : (
          <Button block color="primary" fill="outline" loading={locating} onClick={() => void locateHere()}>{T.useDevice}</Button>
        )}
        {problem && <p className="page-hint" role="alert">{problem}</p>}
      </div>
      <div className="location__section">{T.byRegion}</div>
      <RegionLevels sync={sync} onChoose={(r) => choose({ name: r.regionName, locationId: r.districtCode })} />
      {abroad.data && abroad.data.length > 0 && (
        <>
          <div className="location__section">{T.abroad}</div>
          <List>
            {abroad.data.map((city) => (
              <List.Item key={city.code} extra={city.country} onClick={() => choose({ name: `${city.country} ${city.name}`, locationId: '', abroadCityCode: city.code })}>
                {city.name}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.chooseLocation)({ component: ChooseLocationScreen });
