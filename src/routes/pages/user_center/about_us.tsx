import { createLazyRoute } from '@tanstack/react-router';
import { APP_VERSION } from '../../../domain/constants';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { AgreementLinks, PlatformParams } from '../../settings/agreement-links';
import { InfoScreen } from '../../settings/info-screen';

/** spec §2 user_center/about_us: the host's about articles, contact parameters and agreements. */
function AboutUsScreen() {
  return (
    <InfoScreen title={SETTINGS_TEXTS.line.about} section="about">
      <PlatformParams />
      <AgreementLinks />
      <p className="info-footer">{SETTINGS_TEXTS.settings.version(APP_VERSION)}</p>
    </InfoScreen>
  );
}

export const Route = createLazyRoute(PATHS.aboutUs)({ component: AboutUsScreen });
