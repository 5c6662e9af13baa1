/** spec §1: the download button and footer banner show outside the WeChat browser only. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
