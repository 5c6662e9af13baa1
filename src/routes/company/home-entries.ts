import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';
import { COMPANY_TEXTS } from '../../ui/company-texts';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import { WITHDRAW_TEXTS } from '../../ui/withdraw-texts';
import { HELP_TEXTS } from '../../ui/help-texts';
import { SETTINGS_TEXTS } from '../../ui/settings-texts';
import { PATHS } from '../paths';
import { CHAT_TEXTS } from '../../ui/chat-texts';
import { COUPON_MANAGE_TEXTS } from '../../ui/coupon-manage-texts';

export interface HomeEntry {
  label: string;
  to: (typeof PATHS)[keyof typeof PATHS];
  testId: string;
}

/**
 * The administrator's home entries, in the order shown (spec §2 company_manage). A new company screen appends
 * one line here.
 */
export const COMPANY_HOME_ENTRIES: HomeEntry[] = [
  { label: COMPANY_TEXTS.home.users, to: PATHS.companyUsers, testId: 'entry-users' },
  { label: COMPANY_TEXTS.home.shops, to: PATHS.companyShops, testId: 'entry-shops' },
  { label: COMPANY_TEXTS.home.bannedShops, to: PATHS.companyBanShops, testId: 'entry-ban-shops' },
  { label: SHOP_APPLY_TEXTS.entries.audit, to: PATHS.shopApplications, testId: 'entry-applications' },
  { label: WITHDRAW_TEXTS.entries.finance, to: PATHS.companyFinance, testId: 'entry-withdrawals' },
  { label: COMPANY_FINANCE_TEXTS.goods.title, to: PATHS.companyGoods, testId: 'entry-goods' },
  { label: COMPANY_FINANCE_TEXTS.scale.title, to: PATHS.financeScale, testId: 'entry-scales' },
  { label: COMPANY_FINANCE_TEXTS.company.title, to: PATHS.company, testId: 'entry-company' },
  { label: HELP_TEXTS.company.entry, to: PATHS.companyFeedback, testId: 'entry-feedback' },
  { label: CHAT_TEXTS.companyInbox, to: PATHS.companyServiceInbox, testId: 'entry-service' },
  { label: SETTINGS_TEXTS.complaint.adminTitle, to: PATHS.companyComplaints, testId: 'entry-complaints' },
  { label: COMPANY_FINANCE_TEXTS.allLog.title, to: PATHS.companyActionLog, testId: 'entry-action-log' },
  { label: COUPON_MANAGE_TEXTS.companyEntry, to: PATHS.companyCoupons, testId: 'entry-coupons' },
];
