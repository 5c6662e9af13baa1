import type { Db } from '../open';
import { shopApplications } from '../schema';
import { imageUrl } from './images';

const APPLICANT = 'U000006';

/** Ours: one application waiting for the administrator, so the audit list is not empty on first start. */
export async function seedShopApplication(db: Db, now: number): Promise<void> {
  await db.insert(shopApplications).values({
    id: 'A-SEED-0001', userId: APPLICANT, enterType: 'individual', shopName: '小王的手作小铺', logo: imageUrl('小王的手作小铺', 40, { art: 'avatar' }),
    classId: '01', contactName: '王小明', contactPhone: '13800000006', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
    regionName: '广东省 深圳市 南山区', address: '科技园南区8栋101', licenceImages: [], status: 'PENDING', createdAt: now - 3_600_000, updatedAt: now - 3_600_000,
  });
}
