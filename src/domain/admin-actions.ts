/** What an administrator's action is about; each kind's page shows its own history (issue 14). */
export const ADMIN_TARGET_KINDS = ['user', 'shop', 'goods', 'application', 'withdrawal', 'scale', 'company', 'feedback'] as const;
export type AdminTargetKind = (typeof ADMIN_TARGET_KINDS)[number];
