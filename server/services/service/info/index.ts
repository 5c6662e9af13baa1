import {
  agreementAll, agreementOne, appUpgradeCheck, complaintAdd, complaintList, complaintMine, cultureAdd, cultureAddLike, cultureDetail,
  cultureQuery, infoArticle, infoArticles, searchParamsGlobal, searchParamsGold, searchParamsNormal, serverCodeDetail, serverParamGet,
} from '../../../../src/contract/service/info';
import type { ResponseOf } from '../../../../src/contract/define-call';
import { bind, type Binding } from '../../../http/bind-call';
import { codeTable, currentAgreements, oneAgreement, publicParams, upgradeCheck } from './agreements';
import { oneArticle, sectionArticles } from './articles';
import { addComplaint, allComplaints, ownComplaints } from './complaints';
import { addCulturePost, culturePage, culturePost, likeCulturePost } from './culture';

type SearchParams = ResponseOf<typeof searchParamsNormal>;

/** Issue 15: agreements and config, the information pages, complaints and the culture posts. */
export const infoBindings: Binding[] = [
  bind(agreementAll, async ({ db }) => currentAgreements(db)),
  bind(agreementOne, async ({ input, db }) => oneAgreement(db, input.code, input.version)),
  bind(serverParamGet, async ({ db }) => publicParams(db)),
  bind(serverCodeDetail, async ({ input, db }) => codeTable<{ value: string; label: string }[]>(db, `code_${input.code}`)
    .then((t) => ({ ...t, code: input.code }))),
  bind(searchParamsNormal, async ({ db }) => (await codeTable<SearchParams>(db, 'search_normal')).items),
  bind(searchParamsGlobal, async ({ db }) => (await codeTable<SearchParams>(db, 'search_global')).items),
  bind(searchParamsGold, async ({ db }) => (await codeTable<SearchParams>(db, 'search_gold')).items),
  bind(appUpgradeCheck, async ({ input }) => upgradeCheck(input.version)),
  bind(infoArticles, async ({ input, db }) => sectionArticles(db, input.section)),
  bind(infoArticle, async ({ input, db }) => oneArticle(db, input.id)),
  bind(complaintAdd, async ({ input, auth, db, deps }) => addComplaint(db, auth.userId!, input, deps.now())),
  bind(complaintMine, async ({ input, auth, db }) => ownComplaints(db, auth.userId!, input)),
  bind(complaintList, async ({ input, db }) => allComplaints(db, input)),
  bind(cultureQuery, async ({ input, auth, db }) => culturePage(db, auth.userId!, input)),
  bind(cultureDetail, async ({ input, auth, db }) => culturePost(db, auth.userId!, input.id)),
  bind(cultureAdd, async ({ input, auth, db, deps }) => addCulturePost(db, auth.userId!, input, deps.now())),
  bind(cultureAddLike, async ({ input, auth, db, deps }) => likeCulturePost(db, auth.userId!, input.id, deps.now())),
];
