import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { TEXTS } from '../ui/texts';
import { isWeChatBrowser } from './is-wechat';

const APP_DOWNLOAD_PATH = '#/pages/global/app_down';

function openDownloadPage(): void {
  location.hash = APP_DOWNLOAD_PATH;
}

export function DownloadAppButton() {
  if (isWeChatBrowser(navigator.userAgent)) return null;
  return (
    <Button size="mini" color="primary" fill="outline" className="download-button" onClick={openDownloadPage}>
      {TEXTS.pwa.download}
    </Button>
  );
}

export function DownloadAppBanner() {
  const [closed, setClosed] = useState(false);
  if (closed || isWeChatBrowser(navigator.userAgent)) return null;
  return (
    <div className="download-banner" data-testid="download-banner">
      <img src="/icons/icon.svg" alt="" width={32} height={32} />
      <span className="download-banner__text">{TEXTS.pwa.bannerText}</span>
      <Button size="mini" color="primary" onClick={openDownloadPage}>{TEXTS.pwa.download}</Button>
      <button type="button" className="download-banner__close" aria-label="关闭" onClick={() => setClosed(true)}>
        <CloseOutline />
      </button>
    </div>
  );
}
