import type { ImageUploadItem } from 'antd-mobile';
import { applyToBeShop, type EnterType, type ShopApplication } from '../../contract/shop/apply';
import { describeIssue } from '../../contract/issue-message';
import type { RegionChoice } from '../pages/user_center/receipt-addr/region-picker';

export const LICENCE_MAX = 3;

export interface ShopForm {
  shopName: string;
  logo: ImageUploadItem[];
  classId: string;
  contactName: string;
  contactPhone: string;
  region: RegionChoice | null;
  address: string;
  licence: ImageUploadItem[];
}

export const EMPTY_FORM: ShopForm = {
  shopName: '', logo: [], classId: '', contactName: '', contactPhone: '', region: null, address: '', licence: [],
};

/** 重新申请 starts from what was refused; the application does not carry its region codes, so the region is chosen again. */
export function formFrom(refused: ShopApplication | null): ShopForm {
  if (!refused) return EMPTY_FORM;
  return {
    shopName: refused.shopName, logo: [{ url: refused.logo }], classId: refused.classId, contactName: refused.contactName,
    contactPhone: refused.contactPhone, region: null, address: refused.address,
    licence: refused.licenceImages.slice(0, LICENCE_MAX).map((url) => ({ url })),
  };
}

/** The request as the contract checks it; an empty choice stays undefined so the contract's 请选择/请上传 message shows. */
export function checkForm(enterType: EnterType, form: ShopForm) {
  const request = {
    enterType, shopName: form.shopName, logo: form.logo[0]?.url, classId: form.classId, contactName: form.contactName,
    contactPhone: form.contactPhone, provinceCode: form.region?.provinceCode, cityCode: form.region?.cityCode,
    districtCode: form.region?.districtCode, address: form.address,
    licenceImages: enterType === 'company' ? form.licence.map((item) => item.url) : [],
  };
  const checked = applyToBeShop.request.safeParse(request);
  return checked.success ? { ok: true as const, request: checked.data } : { ok: false as const, msg: describeIssue(checked.error.issues[0]!) };
}
