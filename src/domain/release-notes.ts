import { APP_VERSION } from './constants';

/** What each version brought, newest first; built with the app and answered by the host's upgrade check. */
export interface ReleaseNote { version: string; date: string; notes: string[] }

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    version: APP_VERSION,
    date: '2026-11-23',
    notes: ['新增设置中心：消息通知、清除缓存、检查更新', '新增会员中心、星Q文化、线上服务与平台协议', '下载页支持将星Q商城添加到手机桌面'],
  },
  { version: '1.0.17', date: '2026-11-16', notes: ['店铺经营数据与评价回复', '平台管理员的商品、用户与财务管理'] },
  { version: '1.0.16', date: '2026-11-09', notes: ['钱包、提现与银行卡', '离线下单后联网自动同步'] },
];

/** Compares dotted versions numerically ("1.0.10" > "1.0.9"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Notes of the versions after `current`, newest first. */
export function notesSince(current: string, notes: readonly ReleaseNote[] = RELEASE_NOTES): ReleaseNote[] {
  return notes.filter((n) => compareVersions(n.version, current) > 0);
}
