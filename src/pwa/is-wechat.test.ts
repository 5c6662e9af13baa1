import { describe, expect, it } from 'vitest';
import { isWeChatBrowser } from './is-wechat';

describe('WeChat browser detection (spec §1 download button and banner)', () => {
  it('recognises the WeChat in-app browser', () => {
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN')).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/4G')).toBe(true);
  });

  it('does not treat other browsers as WeChat', () => {
    expect(isWeChatBrowser('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe(false);
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
