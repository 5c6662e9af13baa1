// goods host: a goods' evidence (存证/溯源, spec §2 shop_manage/shop_goods/evidence/addEvidence and goods_evidence;
// spec §7 /api/evidencesource/evidence/ addsource, selsourcelist). addsource is an outbox mutation: the evidence id
// is the device's own, so a replay answers the evidence it made, never a second one.
import { z } from 'zod';
import { isRealDate } from '../../domain/calendar';
import { defineCall } from '../define-call';
import { clientIdField } from '../account/address';
import { idField } from '../fields';
import { imageUrlsField } from '../platform/upload';

const BASE = '/api/evidencesource/evidence';

/** The kinds of evidence an owner may attach; their Chinese names are in ui/evidence-texts.ts. */
export const EVIDENCE_KINDS = ['certificate', 'origin', 'inspection', 'authorization', 'other'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
export const MAX_EVIDENCE_IMAGES = 9;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isDateText(text: string): boolean {
  const m = DATE.exec(text);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Every field checked the same way on the device (before it queues) and on the host. */
export const evidenceFields = {
  title: z.string({ error: '请填写存证标题' }).trim().min(2, '存证标题至少2个字').max(40, '存证标题不能超过40个字'),
  kind: z.enum(EVIDENCE_KINDS, { error: '请选择存证类型' }),
  issuer: z.string({ error: '请填写出具机构' }).trim().min(2, '出具机构至少2个字').max(40, '出具机构不能超过40个字'),
  issuedOn: z.string({ error: '请选择出具日期' }).trim().min(1, '请选择出具日期').refine(isDateText, '出具日期格式不正确'),
  description: z.string({ error: '存证说明格式不正确' }).trim().max(500, '存证说明不能超过500个字').default(''),
  imgs: imageUrlsField.unwrap().min(1, '请至少上传一张存证图片').max(MAX_EVIDENCE_IMAGES, `存证图片最多${MAX_EVIDENCE_IMAGES}张`),
};

export const EvidenceSchema = z.object({
  evidenceId: z.string(),
  goodsId: z.string(),
  title: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  issuer: z.string(),
  issuedOn: z.string(),
  description: z.string(),
  imgs: z.array(z.string()),
  createdAt: z.number().int(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

export const addSource = defineCall({
  name: 'goods.addSource', host: 'goods', method: 'POST', path: `${BASE}/addsource`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({ evidenceId: clientIdField('存证编号'), goodsId: idField('商品编号'), ...evidenceFields }),
  response: EvidenceSchema,
});

/** Anyone may read a goods' evidence, newest first, with the goods' name and picture so the screen stands alone offline. */
export const selSourceList = defineCall({
  name: 'goods.selSourceList', host: 'goods', method: 'GET', path: `${BASE}/selsourcelist`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: idField('商品编号') }),
  response: z.object({
    goods: z.object({ goodsId: z.string(), name: z.string(), img: z.string(), shopId: z.string() }),
    list: z.array(EvidenceSchema),
  }),
});
