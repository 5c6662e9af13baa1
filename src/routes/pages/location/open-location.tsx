import { createLazyRoute, useSearch } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { formatCoordinates, isCoordinate } from '../../../domain/profile';
import { EmptyState } from '../../../ui/components/page-state';
import { PROFILE_TEXTS } from '../../../ui/profile-texts';
import { PATHS } from '../../paths';
import '../../profile/profile.css';
import { goBack } from '../../go-back';

const T = PROFILE_TEXTS.location;

/**
 * Shows a chosen place (spec §2 Other: open-location). No map tiles are reachable from the product, so the place is
 * a static panel: a pin on a plain grid, its name, address and coordinates.
 */
function OpenLocationScreen() {
  const search = useSearch({ strict: false }) as { name?: string; address?: string; latitude?: string; longitude?: string };
  const latitude = Number(search.latitude);
  const longitude = Number(search.longitude);
  const located = search.latitude !== undefined && search.longitude !== undefined && isCoordinate(latitude, longitude);
  const name = search.name ?? '';
  return (
    <div className="page open-location">
      <NavBar onBack={() => goBack()}>{T.openTitle}</NavBar>
      {name === '' && !located ? <EmptyState title={T.noPlace} /> : (
        <div className="location__panel">
          <div className="location__map" aria-hidden="true"><span className="location__pin" /></div>
          <div className="location__place" data-testid="open-location-name">{name || T.current}</div>
          {search.address && <div className="location__coords">{search.address}</div>}
          {located && <div className="location__coords" data-testid="open-location-coords">{T.coordinates}：{formatCoordinates(latitude, longitude)}</div>}
          <p className="location__note">{T.noMap}</p>
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.openLocation)({ component: OpenLocationScreen });
